locals {
  cidrs = ["10.0.0.0/16"]
}

module "m" {
  source = "./m"
  subnet = cidrsubnet(local.cidrs[0], 30, 1)
}
