variable "port" {
  type = any
  default = ? [ = 1 ] : [ ]
}

variable "zone" {
  default = - 1 * ( } . 2 - 3 )
}

variable "cfg" {
  default = 1 + 2 * ( } [ 0 ] . a + 2
}
