variable "z3" {
  default = 1 2
}

variable "t3" {
  type = object({a = number})
  default = 1 + [ for x
}
