variable "b0" {
  default = 
}

variable "b1" {
  type = number
  default = [ for v in [ 1 2 ] : v ? 1 ][0]
}
