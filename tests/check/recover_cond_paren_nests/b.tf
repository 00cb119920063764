variable "a" {
  default = x ? 1 ( 2
}

variable "b" {
  default = 1 ? 2
}
