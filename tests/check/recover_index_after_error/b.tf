variable "pre" {
  default = [ 1 2 ]
}

variable "b" {
  default = x . . [ y
}
