variable "t9" {
  default = { for k , v in { a = 1 } : . => ( }
}

variable "u9" {
  type = any
}
