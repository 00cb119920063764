variable "z3" {
  default = 1 2
}

variable "t3" {
  type = tuple([])
  default = x ? 1 : f ( 1 2 )
}
