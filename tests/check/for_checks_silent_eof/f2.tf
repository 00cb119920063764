variable "z2" {
  default = [ 1 , [ 2 ] { ]
}

variable "t2" {
  type = set(any)
  default = f( { for k , v in { a = 1 } : [ k => v }
}
