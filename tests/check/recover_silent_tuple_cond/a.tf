variable "r" {
  default = [ , ]
}

variable "a" {
  type    = tuple([])
  default = [ for v in [ ) ] : v ]
}

variable "a2" {
  type    = tuple([])
  default = [ 1, ) , 2 ]
}

variable "a3" {
  type    = bool
  default = { for v in [ ) , 2 ] : v => 1 }
}

variable "a4" {
  type    = bool
  default = [ for v in [ ) , 2 ] : v + 1 ]
}
