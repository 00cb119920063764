variable "a" {
  default = . . . y
}

variable "b" {
  default = x . . . . y
}
