variable "a" {
  default = [ 1 + x . ] . y
}

variable "b" {
  default = { a = 1 + x . } . a
}
