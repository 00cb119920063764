variable "c" {
  type    = set(bool)
  default = { a = x ? } . a
}
