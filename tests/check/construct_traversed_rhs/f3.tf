variable "v3" {
  type = list(number)
  default = { b = 1, a = true * } . b
}
