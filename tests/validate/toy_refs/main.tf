# References typed by the schema: attributes of other resources and data sources, used where
# their type fits and where it does not (validate gives resources no value, so a resource
# attribute of the wrong type is not reported); nonexistent attributes, traversals the schema
# rules out; an undeclared resource; count instance access; variables (unknown of their
# declared type), locals, outputs.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "count_n" {
  type = number
}

variable "label" {
  type = string
}

variable "labels" {
  type = map(string)
}

variable "list" {
  type = list(string)
}

variable "anything" {
}

locals {
  tag_map   = { a = "b" }
  size_word = "large"
}

data "toy_lookup" "l" {
  q = var.label
}

resource "toy_thing" "base" {
  name = data.toy_lookup.l.out
  size = var.count_n
  item {}
}

resource "toy_thing" "uses" {
  name = toy_thing.base.id
  size = toy_thing.base.size * 2
  tags = toy_thing.base.tags
  spec = toy_thing.base.spec
  item {}
}

resource "toy_thing" "map_to_string" {
  name = toy_thing.base.tags
  item {}
}

resource "toy_thing" "no_attr" {
  name = toy_thing.base.colour
  item {}
}

resource "toy_thing" "no_resource" {
  name = toy_thing.missing.name
  item {}
}

resource "toy_thing" "spec_elem" {
  name = toy_thing.base.spec[0].k
  size = toy_thing.base.spec[0].v
  item {}
}

resource "toy_thing" "var_types" {
  name = var.count_n
  size = var.label
  tags = var.labels
  item {}
}

resource "toy_thing" "var_wrong" {
  name = var.list
  size = var.labels
  item {}
}

resource "toy_thing" "var_any" {
  name = var.anything
  size = var.anything
  tags = var.anything
  item {}
}

resource "toy_thing" "local_wrong" {
  name = "x"
  size = local.size_word
  tags = local.tag_map
  item {}
}

resource "toy_thing" "local_missing" {
  name = local.not_declared
  item {}
}

resource "toy_thing" "var_missing" {
  name = var.not_declared
  item {}
}

resource "toy_thing" "counted" {
  count = 2
  name  = "c"
  item {}
}

resource "toy_thing" "count_ref" {
  name = toy_thing.counted.id
  item {}
}

resource "toy_thing" "count_ref_ok" {
  name = toy_thing.counted[0].id
  tags = { ids = join(",", toy_thing.counted[*].id) }
  item {}
}

resource "toy_thing" "data_bad_attr" {
  name = data.toy_lookup.l.result
  item {}
}

resource "toy_thing" "traversals" {
  name = toy_thing.base.name.first
  size = toy_thing.base.part.n
  tags = { a = toy_thing.base.part[0].n, b = toy_thing.base.tags.any, c = toy_thing.base.name[0] }
  item {}
}

resource "toy_thing" "item_index" {
  name = toy_thing.base.item[0].x
  item {}
}

output "base_size" {
  value = toy_thing.base.size
}

output "bad" {
  value = toy_thing.base.nothing
}
