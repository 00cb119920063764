variable "a" {
  default = - 1 * * ( 2 - 3 )
}

variable "b" {
  type    = number
  default = [ for v in [ 1 , 2 ] : v 1 ] + 1
}

variable "c" {
  default = [ for v in [ 1 , 2 ] : v ! + 1 ] ?
}
