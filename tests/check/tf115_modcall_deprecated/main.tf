module "given" {
  source = "./child"
  old    = "a"
}

module "null_given" {
  source = "./child"
  old    = null
}

module "not_given" {
  source = "./child"
  new    = "b"
}

output "root_deprecated" {
  value      = module.given.value
  deprecated = "Root outputs cannot be deprecated."
}
