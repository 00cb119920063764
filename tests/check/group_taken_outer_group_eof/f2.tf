variable "v2" {
  type = any
  default = ( [ ( 0 ] . y
}

variable "w2" {
  type = any
}
