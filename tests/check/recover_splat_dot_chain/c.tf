variable "c0" {
  default = 
}

variable "c1" {
  default = [ x . * . . ]
}

variable "c2" {
  type = number
}
