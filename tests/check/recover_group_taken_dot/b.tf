variable "b" {
  default = [ ( 0 } . ]
}

variable "c" {
  default = x [ ( 0 ] . 1 .
}
