module "c" {
  source = "./child"
}
module "quiet" {
  source                     = "./mid"
  ignore_nested_deprecations = true
}
module "loud" {
  source = "./mid"
}
locals {
  a = upper(module.c.old)
  b = module.c.new
}
output "o" {
  value = module.c.old
}
