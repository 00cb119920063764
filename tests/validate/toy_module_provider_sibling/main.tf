# a child that gives the local name no type gets the one a sibling child gives it (Terraform's
# resolveProviderTypes fills in every call of the caller): passing toy.alt is then an error for
# example/toy, not a warning for hashicorp/toy
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "typed" {
  source = "./typed"
}

module "untyped" {
  source = "./untyped"
  providers = {
    toy.alt = toy
  }
}
