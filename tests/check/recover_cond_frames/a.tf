variable "a" {
  default = f(x ? 1 2)
}
