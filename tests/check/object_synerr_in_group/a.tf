variable "zone" {
  default = [ 1 , [ 2 ] { ]
}

variable "tags" {
  type = list(string)
  default = { "a b" = ( . }
}
