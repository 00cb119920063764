variable "v2" {
  default = [ for v in [ 1 ] : => v . ]
}
