variable "c1" {
  default = "x${ 1 + ( 1 ? 3 ) * "a"}b"
}

