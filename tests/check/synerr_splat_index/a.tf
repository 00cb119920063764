variable "v1" {
  default = x . . * . [ y
}

variable "v2" {
  default = x . . * [ y
}
