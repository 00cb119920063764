variable "a" {
  default = 1 +
}

variable "b" {
  default = x * [ 0 in ] . y
}

variable "c" {
  default = 2 * [ 0 z ] [ 0 ]
}
