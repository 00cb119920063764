variable "b" {
  type    = string
  default = { a = [ , 2 ] , b = { c = "d" } } .
}

variable "b2" {
  default = [ { a = , } , 3 ] [0]
}
