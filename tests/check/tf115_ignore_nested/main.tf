variable "flag" {
  type    = bool
  default = true
}

module "accepted" {
  source                     = "./child"
  ignore_nested_deprecations = true
}

module "from_variable" {
  source                     = "./child"
  ignore_nested_deprecations = var.flag
}

module "not_bool" {
  source                     = "./child"
  ignore_nested_deprecations = "yes"
}

module "null_value" {
  source                     = "./child"
  ignore_nested_deprecations = null
}
