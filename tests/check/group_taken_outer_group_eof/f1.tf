variable "v1" {
  type = any
  default = ( ( 0 ] . y
}

variable "w1" {
  type = any
}
