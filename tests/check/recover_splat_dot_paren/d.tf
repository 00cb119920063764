variable "d0" {
  default = 
}

variable "d1" {
  default = ( x . * . ( 1 ) ) + 1
}

variable "d2" {
  type = number
}
