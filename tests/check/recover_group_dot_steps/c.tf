variable "f" {
  default = { x = 1 }.
}

variable "g" {
  default = { a = ( 1 + . ) [ 0 ] }
}
