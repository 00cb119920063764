variable "d" {
  type    = any
  default = x [ 0 . ] . =
}

variable "e" {
  type    = any
  default = y [ 1 . ] .
}
