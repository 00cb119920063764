variable "a" {
  default = 
}

variable "b" {
  default = [ . x . ] . y
}

variable "c" {
  default = [ ( 0 } . ] [ 3 ]
}
