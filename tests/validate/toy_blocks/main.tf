# Block/argument confusion: a block type the schema does not have, a block written for an
# argument (plain and nested_type), an argument written for a block type, and a block
# written for an argument inside a nested block.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "unknown_block" {
  name = "a"
  item {}

  widget {
    a = 1
  }
}

resource "toy_thing" "attr_as_block" {
  item {}

  name {
  }

  spec {
    k = "a"
  }
}

resource "toy_thing" "block_as_attr" {
  name = "c"
  part = { n = 1 }
  item = [{ x = true }]
}

resource "toy_thing" "nested_attr_as_block" {
  name = "d"

  part {
    n {}
  }

  item {
    sub {}
  }
}

data "toy_lookup" "with_block" {
  q = "x"
  filter {
    name = "y"
  }
}
