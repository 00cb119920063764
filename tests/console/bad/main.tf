variable "n" {
  type = number
}
variable "s" {
  type = string
  default = "x"
}
