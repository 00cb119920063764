variable "port" {
  type    = any
  default = x . [ a ? b ] [ 0 ] . .
}
