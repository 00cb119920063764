variable "b" {
  default = [ for v in ( [ 1 , 2 ] : v + 1 ]
}

variable "b2" {
  type    = set(string)
  default = g(1, [2, 3]...)
}
