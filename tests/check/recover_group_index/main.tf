variable "a" {
  type    = tuple([])
  default = ( 1 , [ 2 , + 3 ] ... )
}

variable "b" {
  type    = string
  default = ( 1 } [ 2 + 3 ] + 2
}

variable "c" {
  type    = string
  default = - 1 * ( [ - 3 )
}
