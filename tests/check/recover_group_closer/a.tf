variable "a" {
  type = map(list(number))
  default = ( 1 , [ 2 , 3 ] ... )
}
