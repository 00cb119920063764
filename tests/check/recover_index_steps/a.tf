variable "a" {
  default = x [ 0 { ] .
}

variable "a2" {
  default = [x [ 0 { ] . ]
}

variable "a3" {
  default = x [ ] .
}
