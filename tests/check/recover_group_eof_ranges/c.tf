variable "c" {
  type = set(set(string))
  default = g ( 1 , [ 2 , 3 ] ( )
}
