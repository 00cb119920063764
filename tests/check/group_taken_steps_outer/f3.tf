variable "v3" {
  type = any
  default = [ 1 , [ ( 3 ] ] . . x
}

variable "w3" {
  type = any
}
