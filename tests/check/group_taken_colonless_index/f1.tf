variable "v1" {
  default = ( 1 x [ a ? 1 ) * 3
}

variable "w1" {
  type = any
}
