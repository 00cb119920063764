# a providers map naming a configuration the caller does not have: the graph cannot be built
# ("missing provider"), so nothing is walked
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "m" {
  source = "./child"
  providers = {
    toy = toy.nope
  }
  size = "abc"
}
