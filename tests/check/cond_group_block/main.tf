variable "size" {
  type    = any
  default = (( 1 ? 3
}

variable "b" {
  default = f(( 1 ? 3
}
