module "m" {
  source = "./m"
  pw     = "secret"
}

module "n" {
  source = "./n"
  size   = module.m.pw
}
