variable "v6" {
  default = f(1, g(2]) + 1
}
