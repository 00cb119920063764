variable "b" {
  default = ( 1 x [ 2 + 1 } * 3
}

variable "c" {
  default = ( 1 x [ a... ) * 3
}
