variable "zone9" {
  default = 1 2
}

variable "rules" {
  default = [ [ , ] [ "b\"" , 1 ] ]
}
