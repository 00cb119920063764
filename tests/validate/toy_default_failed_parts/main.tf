variable "a" {
  default = [1, f(1)]
  type    = string
}

variable "b" {
  default = {a = var.x}
  type    = object({a = string, b = number})
}

variable "c" {
  default = [var.x, 2]
  type    = list(number)
}

variable "d" {
  default = {a = var.x, b = [1]}
  type    = object({a = string, b = number})
}

variable "e" {
  default = f(1)
  type    = string
}
