variable "port" {
  default = 1 2
}

variable "rules" {
  default = [ 1 + [ 1 ? ] . , 3 ]
}
