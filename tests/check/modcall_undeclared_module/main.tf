module "m" {
  source = "./m"
  id     = module.other.id
}
