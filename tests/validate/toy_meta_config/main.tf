# Meta-argument mistakes that Terraform finds while loading the configuration (before any
# provider schema is consulted): count with for_each, a bad lifecycle block, quoted
# references in depends_on, a variable in replace_triggered_by. Errors of this phase stop validate before the schema checks, so
# the schema errors in "hidden" are not reported.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "names" {
  type    = set(string)
  default = ["a", "b"]
}

resource "toy_thing" "both" {
  count    = 1
  for_each = var.names
  name     = "x"
  item {}
}

resource "toy_thing" "bad_lifecycle" {
  name = "x"
  item {}
  lifecycle {
    create_before_destroy = "yes"
    prevent_destroy       = var.names
    delete_first          = true
  }
}

resource "toy_thing" "replace_bad" {
  name = "r"
  item {}
  lifecycle {
    replace_triggered_by = [var.names]
  }
}

resource "toy_thing" "quoted_depends" {
  name       = "x"
  item {}
  depends_on = ["toy_thing.both"]
}

resource "toy_thing" "hidden" {
  nmae = "x"
  size = "big"
}
