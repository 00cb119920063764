variable "z2" {
  default = 1 2
}

variable "t2" {
  type = tuple([])
  default = true ? f ( ] : [ ]
}
