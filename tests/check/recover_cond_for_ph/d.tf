variable "d0" {
  default = 
}

variable "d1" {
  type = number
  default = [ 1, [ for v in [ 1 2 ] : v if v ? 1 ] ]
}
