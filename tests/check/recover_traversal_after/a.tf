variable "a" {
  type = set(any)
  default = [ x 0 ] . y
}
