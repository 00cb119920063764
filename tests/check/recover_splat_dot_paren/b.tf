variable "b0" {
  default = 
}

variable "b1" {
  default = [ x . * . ( 1 ) ]
}

variable "b2" {
  type = number
}
