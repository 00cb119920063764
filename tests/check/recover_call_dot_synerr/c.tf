variable "c0" {
  default = 
}

variable "c1" {
  default = a::g ( [ 2 ] . ) .
}

variable "c2" {
  type = number
}
