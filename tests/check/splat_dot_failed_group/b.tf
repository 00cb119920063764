variable "zz9" {
  default = ( x . * . [ 0 ] 1 ) + 2
}
