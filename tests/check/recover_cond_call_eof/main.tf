variable "a" {
  default = - 1 * * ( 2 - 3 )
}
variable "b" {
  default = f ( [ x ? 1 = 2 )
}
