variable "a" {
  default = 1 +
}

variable "b" {
  default = [ for v in x 1 , 2 ] . : v + 1 ]
}

variable "c" {
  default = [ for v in x 1 ] . ]
}
