variable "name" {
  default = g ( 1 , 2 , 3 ] ... )
}

variable "items" {
  type = number
  default = [ 1 + [ 2 , [ ( 3 ] ] ]
}

variable "port" {
  type = map(number)
  default = true
}
