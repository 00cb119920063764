variable "a" {
  type = any
  default = 1 +
{ = [ ]
}
}

variable "z" {
  default = f(1)
}
