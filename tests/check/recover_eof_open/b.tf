variable "b" {
  type = string
  validation "x"