module "net" {
  source = "./modules/net"
  cidr   = "10.0.0.0/16"
}

module "app" {
  source  = "./modules/app"
  subnets = module.net.subnets
}
