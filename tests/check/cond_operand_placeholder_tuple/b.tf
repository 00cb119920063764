variable "zone2" {
  default = [ 1 , [ 2 ] { ]
}

variable "ports" {
  type = list(number)
  default = [ 3 * ? 1 ,
}
