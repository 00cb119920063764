variable "a" {
  default = 1 +
}

variable "b" {
  type = number
  default = "a" - (
}

variable "c" {
  type = number
  default = "x"
}
