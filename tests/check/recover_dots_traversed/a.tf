variable "a" {
  default = x . .
}

variable "a2" {
  default = { k = x . . }
}

variable "a3" {
  default = x . . . y
}
