variable "size" {
  default = 1 2
}

variable "rules" {
  default = [ ( 1 ? ) . ]
}

variable "name" {
  default = [ [ 1 ? ] . ]
}
