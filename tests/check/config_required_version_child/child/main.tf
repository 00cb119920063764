terraform {
  required_version = ">= 1.12, < 2"
}
terraform {
  required_version = ">= 1.2.0-beta"
}
variable "x" {
  default = 1
}
