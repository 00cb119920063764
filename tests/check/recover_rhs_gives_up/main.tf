variable "name" {
  default = 
}

variable "zone" {
  default = [ 1 + [ 2 , [ 3 ] ? ] * 5, 7 ]
}

variable "port" {
  default = "a" + x[ 1 ? 3 ].y
}

variable "size" {
  default = "q" + { b = "a" + f( 1 ? 3 ) }
}
