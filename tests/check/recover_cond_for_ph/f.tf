variable "f0" {
  default = 
}

variable "f1" {
  type = number
  default = "a" + [ for v in [ 1 2 ] : v ? 1 ] * 2
}
