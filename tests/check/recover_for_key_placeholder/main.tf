variable "a" {
  default = - 1 * * ( 2 - 3 )
}

variable "b" {
  default = { for k , v in { a = 1 } : : k => v }
}
