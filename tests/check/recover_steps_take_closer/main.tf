variable "a" {
  type    = any
  default = g ( [ 2 , , 3 ] [ )
}

variable "b" {
  type    = list(number)
  default = [ [ ] ? "1" , 0 ]
}
