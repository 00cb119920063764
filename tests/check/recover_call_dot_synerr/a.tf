variable "a0" {
  default = 
}

variable "a1" {
  default = g ( 1 , [ 2 ] . ) .
}

variable "a2" {
  type = number
}
