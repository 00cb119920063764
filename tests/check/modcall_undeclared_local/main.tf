locals {
  region = "eu-west-1"
}

module "vpc" {
  source = "./modules/vpc"
  region = local.regoin
}
