variable "a" {
  type = any
  default = g ( - ( 1 , [ 2 , 3 ] ... )
}

variable "z" {
  type = number
  default = "x"
}

variable "y" {
  type = any
  default = 1 - [ 1 } ]
}
