module "a" {
  source = "./a"
}

module "c" {
  source = "./c"
  port   = module.a.settings.port
}
