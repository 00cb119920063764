variable "z1" {
  default = 1 2
}

variable "t1" {
  type = tuple([])
  default = true ? [ if ( ] : [ ]
}
