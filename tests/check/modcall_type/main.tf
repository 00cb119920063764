module "net" {
  source  = "./modules/net"
  subnets = ["10.0.1.0/24", "10.0.2.0/24"]
}
