variable "zone2" {
  default = [ 1 , [ 2 ] { ]
}

variable "flags" {
  type = list(string)
  default = ! + ( true
}
