variable "c" {
  default = 
}

variable "d" {
  default = [ ( 1 * . ) . 3 ] . 4
}

variable "e" {
  type = string
}
