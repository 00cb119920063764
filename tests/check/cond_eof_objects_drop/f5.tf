variable "z5" {
  default = 1 2
}

variable "t5" {
  type = object({a = number})
  default = [ for v in [ 1 ] : v ? 1
}
