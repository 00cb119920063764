variable "b" {
  default = [[1]].0.1 + 1
}
