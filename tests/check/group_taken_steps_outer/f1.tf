variable "v1" {
  type = any
  default = [ 1 , [ ( 3 ] ] . y
}

variable "w1" {
  type = any
}
