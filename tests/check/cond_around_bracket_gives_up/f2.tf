variable "z2" {
  default = [ 1 , [ 2 ] { ]
}

variable "t2" {
  type = bool
  default = [ true ? 1 : [ ? ] ]
}
