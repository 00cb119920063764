variable "a" {
  default = [ . ] . y
}

variable "b" {
  default = [ 1 , . ] . y
}
