variable "d" {
  type = any
  default = [ [ 1 + ] [ 5 ] ]
}
