variable "rules" {
  default = ]
}

variable "cfg" {
  type = string
  default = x . * . . ,
}

variable "b" {
  default = y.*.a..b
}
