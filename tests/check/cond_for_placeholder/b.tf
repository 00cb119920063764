variable "b1" {
  default = [for v in [1]: "a" + ( 1 ? 3 )]
}

