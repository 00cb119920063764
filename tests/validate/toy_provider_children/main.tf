# provider blocks of the root used only by child modules are checked: the default one by
# inheritance, an aliased one passed in a `providers` map; one passed to no resource is not.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  regon = "inherited"
}

provider "toy" {
  alias = "passed"
  regn  = "passed"
}

provider "toy" {
  alias = "unused"
  rgn   = "unused"
}

module "inherits" {
  source = "./child"
}

module "passes" {
  source = "./child"
  providers = {
    toy = toy.passed
  }
}
