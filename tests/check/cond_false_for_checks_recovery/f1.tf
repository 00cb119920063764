variable "z1" {
  default = 1 2
}

variable "t1" {
  type = object({a = number})
  default = 1 ? 2 : { for k in [] : k } ? 3
}
