variable "size" {
  default = 1 2
}

variable "rules" {
  default = [ [ 1 ] * 2 + f( ( 3 ] ) ]
}
