variable "v2" {
  default = ( 1 x [ a ? ]
}

variable "w2" {
  type = any
}
