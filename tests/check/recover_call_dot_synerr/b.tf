variable "b0" {
  default = 
}

variable "b1" {
  default = g ( [ 2 ] . ... ) .
}

variable "b2" {
  type = number
}
