provider "alpha" {}

provider "alpha" {
  alias = "two"
}

locals {
  shared = 1
  only_a = 2
}

output "result" {
  value = local.shared
}

module "child" {
  source = "./child"
}

resource "thing_a" "item" {}

data "thing_a" "item" {}

ephemeral "thing_a" "item" {}
