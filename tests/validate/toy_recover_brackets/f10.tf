variable "v10" {
  default = [(f(1]
}
