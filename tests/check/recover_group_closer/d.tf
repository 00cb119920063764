variable "f" {
  type = string
  default = ! false && { 1 ! < 2
}
