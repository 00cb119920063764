variable "b" {
  default = x . [ abc def ] . z
}

variable "c" {
  default = x . [ 0 ] [ y ]
}
