# Unsupported arguments, with and without a "Did you mean" suggestion, at the top level of a
# resource and a data source, inside nested blocks and inside a nested_type attribute.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "top" {
  name   = "top"
  nmae   = "typo"
  colour = "red"
  Size   = 1
  item {}
}

resource "toy_thing" "nested" {
  name = "nested"

  part {
    n  = 1
    nn = 2
  }

  item {
    x     = true
    y     = false
    extra = "no"
  }
}

resource "toy_thing" "spec_obj" {
  name = "spec"
  spec = [{ k = "a", vv = 1 }]
  item {}
}

data "toy_lookup" "l" {
  q     = "x"
  query = "y"
}

data "toy_lookup" "computed_as_arg" {
  q   = "x"
  out = "set"
}
