variable "a" {
  type    = string
  default = [ for v in [ 1 , 2 ] : v + if 1 , ]
}
