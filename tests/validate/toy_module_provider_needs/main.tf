# what children need of their caller's provider configurations: a configuration alias passed
# in, no provider configuration of their own under count/for_each/depends_on, none overridden
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  alias = "alt"
}

module "aliased" {
  source = "./aliased"
}

module "legacy" {
  source   = "./legacy"
  for_each = toset(["a"])
  providers = {
    toy = toy.alt
  }
}

module "legacy_dep" {
  source     = "./legacy"
  depends_on = [module.aliased]
}
