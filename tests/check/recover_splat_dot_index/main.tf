variable "rules" {
  type = any
  default = x . * . [ for
}

variable "name" {
  type = any
  default = 1
}
