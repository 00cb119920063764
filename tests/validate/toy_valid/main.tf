# A fully valid configuration for the toy provider: every kind of argument and block.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  region = "eu-west-1"
}

provider "toy" {
  alias  = "other"
  region = "us-east-1"
}

variable "name" {
  type    = string
  default = "first"
}

variable "sizes" {
  type    = map(number)
  default = { a = 1, b = 2 }
}

locals {
  common_tags = {
    team = "platform"
    env  = "test"
  }
}

data "toy_lookup" "base" {
  q = "base-${var.name}"
}

resource "toy_thing" "a" {
  name = var.name
  size = 3
  tags = local.common_tags
  spec = [
    { k = "alpha", v = 1 },
    { k = "beta" },
  ]

  part {
    n = 10
  }

  item {
    x = true
  }
  item {
    x = false
  }
  item {}
}

resource "toy_thing" "b" {
  for_each = var.sizes
  provider = toy.other

  name = "${each.key}-${data.toy_lookup.base.out}"
  size = each.value
  tags = merge(local.common_tags, toy_thing.a.tags, { id = toy_thing.a.id })

  item {
    x = each.value > 1
  }

  lifecycle {
    create_before_destroy = true
    ignore_changes        = [tags]
  }
}

resource "toy_thing" "c" {
  count      = 2
  name       = "c-${count.index}"
  size       = toy_thing.a.size + count.index
  secret     = "hunter2"
  depends_on = [toy_thing.b]

  dynamic "item" {
    for_each = [true, false]
    content {
      x = item.value
    }
  }
}

output "a_id" {
  value = toy_thing.a.id
}

output "c_names" {
  value = toy_thing.c[*].name
}

output "lookup" {
  value = data.toy_lookup.base.out
}
