variable "a" {
  default = 1 +
}

variable "c" {
 count { = [ ]
}
}

variable "d" {
  type = number
  default = "x"
}
