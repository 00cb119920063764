module "a" {
  source = "./a"
}

module "c" {
  source = "./a"
  name   = module.a.nmae
}
