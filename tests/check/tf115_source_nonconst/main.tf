variable "ver" {
  type  = string
  const = true
}
variable "notconst" {
  type    = string
  default = "v1"
}
locals {
  base = "./modules"
}
module "app" {
  source = "${local.base}/${var.notconst}"
  ver    = var.ver
  n      = "abc"
}
