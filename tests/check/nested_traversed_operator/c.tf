variable "port" {
  default = { a = [ [ 3 ] * 2 - ] } [ 0 ]
}
