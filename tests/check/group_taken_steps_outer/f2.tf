variable "v2" {
  type = any
  default = [ 1 , [ 2 , [ ( 3 ] ] ] .
}

variable "w2" {
  type = any
}
