variable "port" {
  default = [ 1 , [ 2 ] { ]
}

variable "rules" {
  type = list(string)
  default = { a = ( ( x . ) ), b = 1 }
}
