variable "a" {
  default = 
}

variable "b" {
  default = ( 1 + . ) . 3
}
