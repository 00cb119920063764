variable "rules" {
  type    = any
  default = x . [ 0 ] .
}
variable "tags" {
  type    = any
  default = { a = x . . [ y ] . , b = 1 }
}
variable "items" {
  type    = any
  default = [ x . [ 0 ] . . ]
}
