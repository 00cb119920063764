variable "c1" {
  default = [for v in [1]: 1 if v.x + ( 1 ? 3 )]
}

