variable "v4" {
  type = list(string)
  default = true * x [ ] + 3
}
