# Provider-side checks (imitated by mockprov): computed-only attributes set (error) and
# deprecated attributes set (warning), on resources that pass core's checks; a resource with
# a core error, whose provider-side findings are therefore not reported; the data source's
# computed-only attribute.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "readonly" {
  name = "a"
  id   = "fixed"
  item {}
}

resource "toy_thing" "deprecated" {
  name = "b"
  old  = "legacy"
  item {}
}

resource "toy_thing" "both" {
  name = "c"
  id   = "fixed"
  old  = "legacy"
  item {}
}

resource "toy_thing" "hidden_by_core_error" {
  name = "d"
  id   = "fixed"
  old  = "legacy"
  size = "not a number"
  item {}
}

resource "toy_thing" "null_values" {
  name = "e"
  id   = null
  old  = null
  item {}
}

resource "toy_thing" "counted" {
  count = 2
  name  = "f"
  old   = "legacy-${count.index}"
  item {}
}

resource "toy_thing" "counted_literal" {
  count = 2
  name  = "g"
  old   = "legacy"
  item {}
}

resource "toy_thing" "nested_unknown" {
  name = "h"
  id   = var.v
  item {}
}

variable "v" {
  type = string
}

data "toy_lookup" "readonly" {
  q   = "x"
  out = "y"
}
