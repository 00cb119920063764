variable "d1" {
  default = g ( [ 2 ] . ... ) .
}
