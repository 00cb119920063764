variable "a" {
  default = - 1 * * ( 2 - 3 )
}
variable "b" {
  type    = bool
  default = 1 * { a = 1, ( 2 3 ) }
}
