provider "alpha" {}

provider "alpha" {
  alias = "two"
}

locals {
  shared = 3
}

locals {
  shared = 4
}

output "result" {
  value = local.only_a
}

module "child" {
  source = "./child"
}

resource "thing_a" "item" {}

data "thing_a" "item" {}

ephemeral "thing_a" "item" {}
