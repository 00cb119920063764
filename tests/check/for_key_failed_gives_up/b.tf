variable "size" {
  type = map(string)
  default = [ for v in [ 1 , 2 ] : v + => ( ]
}

variable "zone2" {
  type = any
}
