variable "b" {
  default = { "a b" ? : }
}
variable "c" {
  type = set(string)
  default = ? . * . y for
}
variable "d" {
  type = set(string)
  default = x ? 1 y
}
