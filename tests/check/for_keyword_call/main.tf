variable "zz" {
  default = "a" ?
}

variable "tags" {
  default = [ for v in [ 1 , 2 ] : for ( + 1 ]
}

variable "size" {
  default = [ for v in [1] : if ( 1 ]
}

variable "port" {
  default = [ for v in for ( 1 ] ]
}
