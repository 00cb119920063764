variable "z2" {
  default = [ 1 , [ 2 ] { ]
}

variable "t2" {
  type = map(number)
  default = ! + ( 2 ?
}
