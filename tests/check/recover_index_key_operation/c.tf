variable "d" {
  default = 
}

variable "e" {
  default = ( 1 x [ - 2 == ) * 3
}

variable "f" {
  type = number
}
