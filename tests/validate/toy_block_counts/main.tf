# Block counts: too many blocks of a list type with max_items 1, too few of a set type with
# min_items 1, both in one resource, and counts reached through dynamic blocks.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "two_parts" {
  name = "a"
  part {
    n = 1
  }
  part {
    n = 2
  }
  item {}
}

resource "toy_thing" "three_parts" {
  name = "b"
  part {
    n = 1
  }
  part {
    n = 2
  }
  part {
    n = 3
  }
  item {}
}

resource "toy_thing" "both" {
  name = "c"
  part {
    n = 1
  }
  part {
    n = 2
  }
}

resource "toy_thing" "dynamic_parts" {
  name = "d"
  dynamic "part" {
    for_each = [1, 2]
    content {
      n = part.value
    }
  }
  item {}
}

resource "toy_thing" "dynamic_no_items" {
  name = "e"
  dynamic "item" {
    for_each = []
    content {}
  }
}

resource "toy_thing" "ok" {
  name = "f"
  part {
    n = 1
  }
  item {}
  item {
    x = true
  }
}
