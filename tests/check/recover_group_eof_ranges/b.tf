variable "b" {
  default = [ , ]
}

variable "b2" {
  type = number
  default = true ? [ 1 ] . [ ] for
}

variable "b3" {
  type    = list(string)
  default = { a = [ 1 , 2 ] , b . { c = "d" } } =
}
