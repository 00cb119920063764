variable "a" {
  default = - 1 * * ( 2 - 3 )
}
variable "b" {
  default = g ( 1 , [ 2 , 3 . ] ... ,
}
