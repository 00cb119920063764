variable "d1" {
  default = "a" + ( [ 2 ? 3 ] x ) * 5
}

