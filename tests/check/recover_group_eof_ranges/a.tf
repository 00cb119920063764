variable "a" {
  type = bool
  default = ( 1 + 2 ? 3 ]
}

variable "a2" {
  type    = number
  default = true
}
