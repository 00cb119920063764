variable "a" {
  type    = list(string)
  default = ( 1 ? 2 ) * 3
}

variable "b" {
  default = 1 + (
}

variable "c" {
}
