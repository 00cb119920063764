variable "z1" {
  default = [ 1 , [ 2 ] { ]
}

variable "t1" {
  type = map(number)
  default = - * ( 2 - 3 ?
}
