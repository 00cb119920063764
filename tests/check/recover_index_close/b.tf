variable "b" {
  default = x[* 1]
}
