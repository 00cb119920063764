variable "project" {
  type    = string
  default = "shop"
}

locals {
  common_tags = { project = var.project, owner = "team" }
  services = {
    web = { port = 80, replicas = 2, public = true }
    api = { port = 8080, replicas = 3, public = false }
  }
}

resource "terraform_data" "build" {
  input = { version = "1.2.3" }
}

module "network" {
  source = "./network"
  cidr   = "10.0.0.0/16"
  tags   = local.common_tags
}

module "service" {
  source   = "./service"
  for_each = local.services
  name     = "${var.project}-${each.key}"
  port     = each.value.port
  replicas = each.value.replicas
  public   = each.value.public
  subnets  = each.value.public ? module.network.public_subnets : module.network.private_subnets
  image    = "registry/${each.key}:${terraform_data.build.output.version}"
  tags     = merge(local.common_tags, { service = each.key })
}

output "endpoints" {
  value = { for k, s in module.service : k => s.endpoint }
}
