variable "z4" {
  default = 1 2
}

variable "t4" {
  type = object({a = number})
  default = { a = { b = v ? 1
}
