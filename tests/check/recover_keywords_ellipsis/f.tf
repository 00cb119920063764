variable "f" {
  default = x[null]
}

variable "f2" {
  default = x.a[null].b
}

variable "f3" {
  default = [x][null]
}

variable "f4" {
  default = if [ null ]
}
