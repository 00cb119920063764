terraform {
  required_version = ">= 1.14"
}
variable "a" {
  type = string
  default = "x"
}
