variable "z3" {
  default = [ 1 , [ 2 ] { ]
}

variable "t3" {
  type = set(any)
  default = [ for k , v in { a = 1 } : k => [ v }
}
