variable "c0" {
  default = 
}

variable "c1" {
  type = number
  default = { for v in [ 1 2 ] : v ? 1 => v }
}
