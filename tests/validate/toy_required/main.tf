# Missing required arguments: at the top level of a resource and a data source, inside a
# nested block, inside a nested_type object; a missing block with min_items (set nesting).
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "no_name" {
  size = 1
  item {}
}

resource "toy_thing" "part_without_n" {
  name = "p"
  part {}
  item {}
}

resource "toy_thing" "spec_without_k" {
  name = "s"
  spec = [{ v = 1 }, { k = "ok" }]
  item {}
}

resource "toy_thing" "no_item" {
  name = "i"
}

resource "toy_thing" "empty" {
}

data "toy_lookup" "no_q" {
}
