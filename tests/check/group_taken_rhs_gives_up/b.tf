variable "name" {
  default = 
}

variable "b" {
  default = [ 2 + "a" * ( 1 2 ) * 3, 3 ]
}

variable "c" {
  default = [ "a" + ( 1 + ] ]
}
