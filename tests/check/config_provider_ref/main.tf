resource "thing_a" "one" {
  provider = snake_case
}

resource "thing_a" "two" {
  provider = alpha.second.third
}

resource "thing_a" "three" {
  provider = alpha["second"]
}

resource "thing_a" "four" {
  provider = "alpha.second"
}

data "thing_b" "five" {
  provider = UPPER.alias
}

ephemeral "thing_c" "six" {
  provider = upper(alpha)
}

resource "thing_a" "seven" {
  provider = alpha.second
}
