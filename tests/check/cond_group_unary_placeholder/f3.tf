variable "z3" {
  default = [ 1 , [ 2 ] { ]
}

variable "t3" {
  type = map(number)
  default = - * [ 2 ?
}
