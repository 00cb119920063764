variable "b" {
  default = x.y [ ( 1 , [ 2 , 3 ] ] + 1
}
