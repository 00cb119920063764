variable "b0" {
  default = 
}

variable "b1" {
  default = x . * . . .
}

variable "b2" {
  type = number
}
