variable "v5" {
  default = f(g(1]
}
