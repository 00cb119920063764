variable "r" {
  default = [ , ]
}

variable "a" {
  type    = bool
  default = [ for v in [ 1 , 2 ] : = + 1 ]
}

variable "a2" {
  type    = bool
  default = { for v in [ 1 , 2 ] : v => ) }
}

variable "a3" {
  type    = list(map(string))
  default = true ? [ 1 [ ]
}
