variable "c" {
  default = [ [ 2 ] . ... ].a
}

variable "d" {
  default = [ x . ... ].a
}
