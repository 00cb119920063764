variable "pre" {
  default = [ 1 2 ]
}

variable "d" {
  type    = string
  default = [ ( 1 , [ 2 , [ 3 ] ] ]
}

variable "d2" {
  default = x [ 0 . y ?
}

variable "d3" {
  default = . "a"
}
