variable "h" {
  default = [ for v in [ 1 , 2 ] : v + 1 * for
}
