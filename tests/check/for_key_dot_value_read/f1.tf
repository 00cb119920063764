variable "z1" {
  default = 1 2
}

variable "t1" {
  type = object({a = number})
  default = { for k , v in { a = 1 } : . => ( }
}

variable "u1" {
  type = any
}
