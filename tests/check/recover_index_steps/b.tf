variable "b" {
  default = x.1.2 .
}

variable "b2" {
  default = { label . . 0.5 }
}
