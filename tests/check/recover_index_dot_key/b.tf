variable "b" {
  default = x . [ a . ]
}

variable "c" {
  default = x . [ 0 . y ]
}
