variable "a0" {
  default = 
}

variable "a1" {
  type = number
  default = [ for v in [ 1 , 1 2 ] : ? v + 1 ]
}
