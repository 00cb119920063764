variable "h" {
  default = ( 1 x [ a ? 1 : 2 ) * 3
}

variable "i" {
  default = ( 1 x [ a . b . 3 ) * 3
}
