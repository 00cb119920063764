variable "a" {
  default = x . . y .
}

variable "a2" {
  default = x . . y [ 0 ] .
}
