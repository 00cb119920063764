variable "z1" {
  default = 1 2
}

variable "t1" {
  type = object({a = number})
  default = { a = [ for v in [ 1 ] : v ? 1
}
