variable "a" {
  type    = tuple([])
  default = [ [ for 3 ] ] [ 0 ]
}
