variable "a" {
  type = list(string)
  default = [ for v in [ 1 , 2 ] : v => v ]
}

variable "m" {
  type = map(string)
  default = { for v in [ 1 , 2 ] : v }
}
