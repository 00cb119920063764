variable "pre" {
  default = [ 1 2 ]
}

variable "d" {
  default = [ = ] [ 1 ]
}

variable "d2" {
  default = x . * .
}
