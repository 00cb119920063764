# Valid with warnings only: exit status 0, "valid": true, and the "Success! ... but there
# were some validation warnings" line; warnings of one summary are consolidated in the
# plain output ("(and N more similar warnings elsewhere)").
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "a" {
  name = "a"
  old  = "legacy"
  item {}
}

resource "toy_thing" "b" {
  name = "b"
  old  = "legacy"
  item {}
}

resource "toy_thing" "c" {
  name = "c"
  old  = "legacy"
  item {}
}

resource "toy_thing" "d" {
  name       = "d"
  item {}
  depends_on = ["toy_thing.a"]
}
