variable "b" {
  default = (x ? 1 2) + 1
}
