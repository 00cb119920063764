variable "zz8" {
  default = 1 2
}

variable "zz9" {
  default = [ [ 1 ? ] . a , 2 ]
}
