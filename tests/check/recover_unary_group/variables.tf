variable "a" {
  type    = map(bool)
  default = -
}

variable "b" {
  type    = map(bool)
  default = ! -
}
