locals {
  apps = {
    web = { port = 80, tags = ["a"] }
    api = { port = 8080, tags = [] }
  }
}

resource "terraform_data" "seed" {
  input = "seed"
}

module "app" {
  source   = "./modules/app"
  for_each = local.apps
  name     = each.key
  port     = each.value.port
  tags     = each.value.tags
  seed     = terraform_data.seed.id
}

module "pair" {
  source = "./modules/app"
  count  = 2
  name   = "pair${count.index}"
  port   = module.app["web"].port + count.index
}

output "urls" {
  value = [for k, m in module.app : m.url]
}
