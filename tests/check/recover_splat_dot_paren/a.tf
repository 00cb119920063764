variable "a0" {
  default = 
}

variable "a1" {
  default = x . * . ( y x
}

variable "a2" {
  type = number
}
