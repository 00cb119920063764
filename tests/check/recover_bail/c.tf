variable "c" {
  default = { "a b" = ( 1 } [
}

variable "c2" {
  type = string
}
