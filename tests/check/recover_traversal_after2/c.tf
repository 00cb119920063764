variable "e" {
  default = f(1 +).a
}
