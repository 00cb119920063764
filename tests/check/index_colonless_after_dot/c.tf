variable "zone" {
  type    = any
  default = [ x . [ 1 ? 2 ) ] ]
}
