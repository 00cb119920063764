variable "first" {
  type = number
  default = "x"
}
