variable "c0" {
  default = 
}

variable "c1" {
  default = { a = x . * . ( 1 ) }
}

variable "c2" {
  type = number
}
