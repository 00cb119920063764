terraform {
  required_providers {
    toy = { source = "example/toy" }
  }
}
variable "l" { type = list(number) }
locals {
  m = [{ subs = [1, 2] }, { subs = [] }, { subs = [3] }]
}
resource "toy_thing" "a" {
  name = "x"
  dynamic "item" {
    for_each = local.m
    content {
      x = var.nope
      dynamic "inner" {
        for_each = item.value.subs
        content {
          y = var.nope3
        }
      }
    }
  }
}
resource "toy_thing" "b" {
  name = "x"
  item {}
  dynamic "part" {
    for_each = var.nope4
    content {
      n = local.zz + part.value
    }
  }
  dynamic "item" {
    for_each = toset(["a", "b"])
    content {
      x = local.q[item.key]
    }
  }
}
