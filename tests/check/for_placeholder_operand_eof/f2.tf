variable "z2" {
  default = 1 2
}

variable "t2" {
  type = object({a = number})
  default = [ 1 ] == [ for
}
