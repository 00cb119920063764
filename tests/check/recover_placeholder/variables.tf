variable "a" {
  default = f(1 2)
}

variable "b" {
  default = g([1 +, 2] 5)
}

variable "c" {
  default = [1, [2 ?, [3]]]
}

variable "d" {
  default = h(, x 1)
}

variable "e" {
  type    = number
  default = [2 ? 1]
}
