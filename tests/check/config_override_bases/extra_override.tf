provider "alpha" {
  alias = "west"
}

provider "alpha" {
  alias = "east"
}

provider "beta" {}

resource "thing_a" "present" {}

resource "thing_a" "absent" {}

data "thing_b" "present" {}

data "thing_b" "absent" {}

moved {
  from = thing_a.one
  to   = thing_a.two
}

import {
  to = thing_a.present
  id = "x"
}
