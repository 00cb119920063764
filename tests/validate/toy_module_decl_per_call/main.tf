# a child called twice is decoded twice (its declaration errors twice); after such errors the
# provider types are not resolved, so a passed configuration is checked as the default type
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "one" {
  source = "./child"
  providers = {
    toy.alt = toy
  }
}

module "two" {
  source = "./child"
}
