variable "e0" {
  default = 
}

variable "e1" {
  default = f( x . * . ( 1 ) ) + 1
}

variable "e2" {
  type = number
}
