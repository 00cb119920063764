variable "p" {
  default = {a = .
}
}
