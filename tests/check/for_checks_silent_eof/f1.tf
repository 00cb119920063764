variable "z1" {
  default = [ 1 , [ 2 ] { ]
}

variable "t1" {
  type = set(any)
  default = { for k , v in { a = 1 } : [ k => v }
}
