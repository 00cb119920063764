variable "v2" {
  type = list(string)
  default = true * x [ ] [ 0 ]
}
