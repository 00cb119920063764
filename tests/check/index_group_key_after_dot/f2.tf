variable "v2" {
  default = x . [ ( 1 2 ] ]
}

variable "w2" {
  type = any
}
