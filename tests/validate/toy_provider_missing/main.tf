# A resource whose provider meta-argument names an aliased provider configuration that is not
# declared. Terraform reports it while building the graph (no source range), which stops
# validate before the schema checks: the errors in "hidden" are not reported.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  alias = "second"
}

resource "toy_thing" "ok" {
  provider = toy.second
  name     = "ok"
  item {}
}

resource "toy_thing" "missing_alias" {
  provider = toy.third
  name     = "x"
  item {}
}

resource "toy_thing" "hidden" {
  nmae = "x"
  size = "big"
}
