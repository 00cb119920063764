variable "v3" {
  default = 1 2
}

variable "v4" {
  default = [ x . . * . a [ y ] ]
}
