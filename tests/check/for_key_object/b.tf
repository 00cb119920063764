variable "b0" {
  default = 1 +
}

variable "b" {
  type = list(any)
  default = [ for v in [ 1 , 2 ] : v + 1 => ] }
}
