variable "d" {
  default = 
}

variable "e" {
  default = x . [ . y . ] . 3
}
