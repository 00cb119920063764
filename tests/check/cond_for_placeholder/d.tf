variable "d1" {
  default = { a = [for v in [1]: ( 1 ? 3 )] }.a.b
}

