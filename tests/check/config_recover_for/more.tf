variable "name2" {
  type = string
  default = 1 +
}

variable "b2" {
  type = number
  default = "x"
}
