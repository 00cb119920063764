variable "v2" {
  default = f(g(]
}
