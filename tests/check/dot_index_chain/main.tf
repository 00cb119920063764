variable "a" {
  default = x . [ 1 , [ 2 , [ 3 ] = ]
}

variable "b" {
  type    = number
  default = "x"
}
