variable "h" {
  type = number
  default = f(1 ? [2 : 3)
}
