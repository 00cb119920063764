# Terraform validates objects in dependency order and skips everything downstream of an
# object that had errors: resources referring to a failed resource (directly, through
# depends_on, a local value, another skipped resource), a data source and an output that
# refer to it, resources using a provider configuration with errors. Each skipped resource
# has a mistake of its own that is therefore not reported. Independent resources are still
# checked. A provider-side error (mockprov's read-only check) fails its resource the same
# way; a warning does not.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  alias  = "broken"
  region = ["x"]
}

provider "toy" {
  alias  = "from_failed"
  region = toy_thing.failed.id
}

locals {
  failed_name = toy_thing.failed.name
}

resource "toy_thing" "failed" {
  name = "a"
  size = "big"
  item {}
}

resource "toy_thing" "direct" {
  name = toy_thing.failed.id
  nmae = "typo"
  item {}
}

resource "toy_thing" "via_depends_on" {
  name       = "c"
  colour     = "red"
  item {}
  depends_on = [toy_thing.failed]
}

resource "toy_thing" "via_local" {
  name = local.failed_name
  size = "huge"
  item {}
}

resource "toy_thing" "transitive" {
  name = toy_thing.direct.id
}

data "toy_lookup" "from_failed" {
  q     = toy_thing.failed.id
  query = "x"
}

resource "toy_thing" "broken_provider" {
  provider = toy.broken
  name     = "f"
  size     = "big"
  item {}
}

resource "toy_thing" "failed_provider_input" {
  provider = toy.from_failed
  name     = "g"
  size     = "big"
  item {}
}

resource "toy_thing" "independent" {
  name = "h"
  size = "big"
  item {}
}

resource "toy_thing" "independent_ok" {
  name = "i"
  size = 1
  item {}
}

resource "toy_thing" "uses_ok" {
  name = toy_thing.independent_ok.id
  size = "big"
  item {}
}

resource "toy_thing" "provider_side_error" {
  name = "j"
  id   = "fixed"
  item {}
}

resource "toy_thing" "after_provider_side_error" {
  name = toy_thing.provider_side_error.name
  size = "big"
  item {}
}

resource "toy_thing" "provider_side_warning" {
  name = "k"
  old  = "legacy"
  item {}
}

resource "toy_thing" "after_provider_side_warning" {
  name = toy_thing.provider_side_warning.name
  size = "big"
  item {}
}

output "from_failed" {
  value = toy_thing.failed.nothing
}

output "from_ok" {
  value = toy_thing.independent_ok.nothing
}
