variable "z2" {
  default = 1 2
}

variable "t2" {
  type = string
  default = [ 1 ] == [ for
}
