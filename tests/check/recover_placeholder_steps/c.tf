variable "c" {
  default = . x [ 0 . y
}

variable "d" {
  type = number
}
