variable "c" {
  default = ( x [ , ] [ ) , 2 )
}

variable "d" {
  default = 1 +
}
