variable "d0" {
  default = 1 +
}

variable "d" {
 count { a "b" }
}
}

variable "d2" {
  default = f(1)
}
