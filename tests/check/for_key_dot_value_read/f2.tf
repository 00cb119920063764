variable "z2" {
  default = 1 2
}

variable "t2" {
  type = object({a = number})
  default = { for k , v in { a = 1 } : x . y . => ( }
}

variable "u2" {
  type = any
}
