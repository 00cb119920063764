variable "d" {
  type    = string
  default = [ = ] [ 0 ] + 1
}

variable "d2" {
  default = x [ ] . y ? 1 : 2
}
