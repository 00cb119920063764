variable "i" {
  default = . [ 0 ] .
}

variable "j" {
  default = x . [ a ] [ b ] .
}
