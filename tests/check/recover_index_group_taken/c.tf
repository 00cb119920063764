variable "c" {
  default = g [ ( 1 , [ 2 , 3 ] ]
}

variable "d" {
  default = 1 +
}
