variable "d" {
  default = [ ( 1 , [ y z ] ]
}

variable "e" {
  default = 1 +
}
