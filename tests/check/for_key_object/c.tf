variable "c" {
  type = list(string)
  default = [ [ for v in [ 1 ] : v => 1 ] , 1 +
}
