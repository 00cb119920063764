variable "z1" {
  default = 1 2
}

variable "t1" {
  type = object({a = number, b = number})
  default = ( { a = [ true ? , [ ] ]
b = 1
}
}
