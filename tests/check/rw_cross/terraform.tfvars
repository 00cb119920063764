environment    = "prod"
instance_count = 2
min_size       = 4
max_size       = 3
vpc_cidr       = "10.0.0.0/16"
subnet_cidrs   = ["10.0.1.0/24", "172.16.0.0/24"]

availability_zones = ["eu-central-1a", "eu-central-1b"]
nodes_per_zone = {
  eu-central-1a = 1
  eu-central-1c = 2
}

backup = {
  enabled        = false
  retention_days = 90
}

domain              = "example.org"
certificate_domains = ["example.org", "www.example.org", "api.example.net"]
owner_email         = "ops@example.com"
