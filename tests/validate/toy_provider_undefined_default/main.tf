terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}
provider "toy" {
  region = "x"
}
module "m" {
  source = "./child"
  providers = {
    toy.dns = toy
  }
}
