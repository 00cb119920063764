locals {
  envs = {
    dev  = { regions = ["eu-west-1"], size = 1 }
    prod = { regions = ["us-east-1"], size = 0 }
  }
}

module "env" {
  source   = "./env"
  for_each = local.envs
  name     = each.key
  regions  = each.value.regions
  size     = each.value.size
}
