variable "z1" {
  default = [ 1 , [ 2 ] { ]
}

variable "t1" {
  type = number
  default = ( 1 , [ [ , 3 ] ... )
}
