variable "z3" {
  default = [ 1 , [ 2 ] { ]
}

variable "t3" {
  type = number
  default = ( 1 , [ [ [ 2 ] , 1 ] ... )
}
