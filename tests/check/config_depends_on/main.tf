resource "thing_a" "one" {}

resource "thing_a" "two" {
  depends_on = ["thing_a.one"]
}

resource "thing_a" "three" {
  depends_on = thing_a.one
}

data "thing_b" "four" {
  depends_on = [thing_a.one, upper("x"), thing_a.one.id]
}
