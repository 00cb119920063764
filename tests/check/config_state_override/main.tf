terraform {
  backend "local" {}
}

variable "v" {
  default = 1
}
