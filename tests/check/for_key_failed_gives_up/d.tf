variable "rules" {
  default = [ for v in x : => [ 1 2 ] ]
}
