module "c" {
  source = "../child"
}
locals {
  l = module.c.old
}
