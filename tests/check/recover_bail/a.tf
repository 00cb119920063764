variable "a" {
  type    = list(string)
  default = x [ ] . y + 1
}

variable "a2" {
  type    = list(string)
  default = x [ 0 { ] + 1
}
