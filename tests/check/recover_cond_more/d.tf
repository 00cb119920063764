variable "d0" {
  default = )
}

variable "d" {
  type    = bool
  default = [ for v in [ 1 , 2 ] ] + 1
}

variable "d2" {
  type    = bool
  default = { for k in x } + 1
}
