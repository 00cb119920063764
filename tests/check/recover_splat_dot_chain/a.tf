variable "a0" {
  default = 
}

variable "a1" {
  default = x . * . .
}

variable "a2" {
  type = number
}
