locals {
  a = local.b
  b = local.a
}

module "m" {
  source = "./m"
  x      = local.a
}
