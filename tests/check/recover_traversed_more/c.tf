variable "c" {
  default = [ = ] [ 1 ]
}

variable "c2" {
  default = [ 1 , = ] [ 2 ]
}
