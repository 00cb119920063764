variable "zone" {
  default = 1 2
}

variable "tags" {
  type = list(number)
  default = [ "a" + [ ( 3 ] ] . a
}
