variable "b" {
  default = f(1 2).a
}
