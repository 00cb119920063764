variable "z1" {
  default = 1 2
}

variable "t1" {
  type = object({a = number})
  default = true ? 1 : [ for
}
