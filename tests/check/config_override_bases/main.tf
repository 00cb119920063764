provider "alpha" {
  alias = "east"
}

resource "thing_a" "present" {}

data "thing_b" "present" {}
