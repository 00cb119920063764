resource "thing_a" "one" {
  count    = 1
  for_each = {}
}

data "thing_b" "two" {
  for_each = {}
  count    = 1
}

ephemeral "thing_c" "three" {
  count    = 1
  for_each = {}
}
