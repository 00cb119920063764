name = "Prod_VPC"
cidr = "10.0.0.0/33"
azs  = ["eu-west-1a", "eu-west-1b", "eu-west-1c", "eu-west-1a", "eu-west-1b", "eu-west-1c", "eu-west-1d"]

public_subnets  = ["10.0.101.0/24", "10.0.102.0/24", "10.0.103.0"]
private_subnets = "10.0.1.0/24"

enable_nat_gateway = "yes"

nat_gateway = {
  single_nat_gateway  = "true"
  reuse_nat_ips       = true
  external_nat_ip_ids = "eipalloc-0123"
}

tags = {
  Environment = "prod"
  Owner       = ["platform"]
}

instance_tenancy = "host"

flow_log = {
  enabled      = true
  traffic_type = "all"
}

secondary_cidr_blocks = ["100.64.0.0/40"]

map_public_ip_on_launch = null

enable_dns_hostnames = true
