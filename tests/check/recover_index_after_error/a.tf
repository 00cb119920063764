variable "a" {
  default = x . [ y ]
}

variable "a2" {
  default = x [ 0 ] . [ y
}
