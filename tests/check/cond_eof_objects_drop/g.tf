variable "g" {
  default = { a = ( v ? 1
}
