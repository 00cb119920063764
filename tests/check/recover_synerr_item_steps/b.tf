variable "d" {
  default = { a = x . } . a
}

variable "e" {
  default = { a = 1, b = [ 2 ] . } . b
}
