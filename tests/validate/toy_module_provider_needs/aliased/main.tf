terraform {
  required_providers {
    toy = {
      source                = "example/toy"
      configuration_aliases = [toy.alt, toy.other]
    }
  }
}

resource "toy_thing" "a" {
  provider = toy.alt
  name     = "a"
}
