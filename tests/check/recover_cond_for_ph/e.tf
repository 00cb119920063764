variable "e0" {
  default = 
}

variable "e1" {
  type = string
  default = "x${[ for v in [ 1 2 ] : v ? 1 ]}"
}
