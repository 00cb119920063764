variable "a1" {
  default = "x${"a" + ( 1 ? 3 ) * 2}b"
}

