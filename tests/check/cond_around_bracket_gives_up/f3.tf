variable "z3" {
  default = [ 1 , [ 2 ] { ]
}

variable "t3" {
  type = bool
  default = true ? 1 : 2 + [ ? ]
}
