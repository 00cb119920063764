variable "a" {
  default = 1 +
}

variable "b" {
  default = f([1 2], 3 4)
}

variable "c" {
  type    = number
  default = [1 2] 3
}

variable "d" {
  default = g({x = 1 y = 2}, [1 2] 5)
}
