variable "b" {
  type = set(string)
  default = - 1 * ( 2 - in 3 )
}
variable "c" {
  type = set(string)
  default = f + ( g ( 1 ) , h ( [ 2 ] ) )
}
