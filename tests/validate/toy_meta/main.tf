# Meta-arguments: count, for_each, lifecycle, depends_on and provider (with an aliased
# provider), and bad uses of them found during validation (after loading).
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

variable "names" {
  type    = set(string)
  default = ["a", "b"]
}

variable "n" {
  type = number
}

resource "toy_thing" "counted" {
  count = 2
  name  = "c-${count.index}"
  item {}
}

resource "toy_thing" "each" {
  for_each = var.names
  name     = each.value
  provider = toy.second
  item {}

  lifecycle {
    create_before_destroy = true
    prevent_destroy       = false
    ignore_changes        = [size, tags]
  }
  depends_on = [toy_thing.counted]
}

resource "toy_thing" "count_var" {
  count = var.n
  name  = "v"
  item {}
}

resource "toy_thing" "count_string" {
  count = "two"
  name  = "x"
  item {}
}

resource "toy_thing" "count_negative" {
  count = -1
  name  = "x"
  item {}
}

resource "toy_thing" "each_list" {
  for_each = ["a", "b"]
  name     = each.key
  item {}
}

resource "toy_thing" "each_string" {
  for_each = "a"
  name     = each.key
  item {}
}

resource "toy_thing" "ignore_unknown_attr" {
  name = "x"
  item {}
  lifecycle {
    ignore_changes = [nope]
  }
}

resource "toy_thing" "bad_depends" {
  name       = "x"
  item {}
  depends_on = [toy_thing.nothing_here]
}

resource "toy_thing" "count_index_without_count" {
  name = "x-${count.index}"
  item {}
}

resource "toy_thing" "each_without_for_each" {
  name = each.key
  item {}
}

resource "toy_thing" "each_in_count" {
  count = 1
  name  = each.value
  item {}
}
