variable "z2" {
  default = [ 1 , [ 2 ] { ]
}

variable "t2" {
  type = number
  default = ( 1 , [ { a = 1 } ... )
}
