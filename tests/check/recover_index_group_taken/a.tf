variable "a" {
  default = g [ ( 1 , [ 2 , 3 ] ... )
}
