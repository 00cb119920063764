# dynamic blocks: valid ones with known and unknown for_each; invalid content (unsupported
# argument, wrong type, missing required argument); dynamic for a block type the schema does
# not have and for a nested_type attribute; block counts with an unknown for_each.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "flags" {
  type = list(bool)
}

variable "parts" {
  type = list(number)
}

resource "toy_thing" "known_ok" {
  name = "a"
  dynamic "item" {
    for_each = toset(["x", "y"])
    content {
      x = item.key == "x"
    }
  }
}

resource "toy_thing" "unknown_ok" {
  name = "b"
  dynamic "item" {
    for_each = var.flags
    iterator = f
    content {
      x = f.value
    }
  }
  dynamic "part" {
    for_each = var.parts
    content {
      n = part.value
    }
  }
}

resource "toy_thing" "bad_content_known" {
  name = "c"
  dynamic "item" {
    for_each = [1]
    content {
      x    = "maybe"
      what = 1
    }
  }
}

resource "toy_thing" "bad_content_unknown" {
  name = "d"
  dynamic "item" {
    for_each = var.flags
    content {
      z = item.value
    }
  }
}

resource "toy_thing" "missing_required_in_content" {
  name = "e"
  item {}
  dynamic "part" {
    for_each = var.parts
    content {
    }
  }
}

resource "toy_thing" "bad_type_unknown" {
  name = "j"
  item {}
  dynamic "part" {
    for_each = var.parts
    content {
      n = "abc"
    }
  }
}

resource "toy_thing" "no_such_block" {
  name = "f"
  item {}
  dynamic "gadget" {
    for_each = [1]
    content {
      a = 1
    }
  }
}

resource "toy_thing" "nested_type_dynamic" {
  name = "g"
  item {}
  dynamic "spec" {
    for_each = [1]
    content {
      k = "a"
    }
  }
}

resource "toy_thing" "for_each_not_collection" {
  name = "h"
  dynamic "item" {
    for_each = "abc"
    content {}
  }
}

resource "toy_thing" "no_content" {
  name = "i"
  dynamic "item" {
    for_each = [1]
  }
}
