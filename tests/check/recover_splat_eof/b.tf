variable "v" {
  default = (x.*