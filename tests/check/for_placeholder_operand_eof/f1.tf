variable "z1" {
  default = 1 2
}

variable "t1" {
  type = string
  default = true ? 1 : [ for
}
