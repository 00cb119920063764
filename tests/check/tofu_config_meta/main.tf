provider "alpha" {
  for_each = toset(["a"])
  alias    = "by_key"
  count    = 1
}

module "child" {
  source = "./child"
  lifecycle {}
  locals {}
}

resource "thing_a" "x" {
  lifecycle {
    enabled = true
    bogus   = 1
  }
}
