project_id   = "acme-shared-vpc-prod-2024-europe"
network_name = ["shared-vpc"]
routing_mode = "global"

subnets = [
  {
    subnet_name   = "gke-nodes"
    subnet_ip     = "10.10.0.0/20"
    subnet_region = "europe-west1"
  },
  {
    subnet_name           = "gke-nodes"
    subnet_ip             = "10.10.16.0/20"
    subnet_region         = "europe-west4"
    subnet_private_access = "yes"
  },
  {
    subnet_name = "proxy-only"
    subnet_ip   = "10.129.0.0/23"
  },
]

secondary_ranges = {
  gke-nodes = [
    { range_name = "pods_range", ip_cidr_range = "10.20.0.0/14" },
    { range_name = "services", ip_cidr_range = "10.24.0.0/20" },
  ]
}

firewall_rules = [
  {
    name      = "allow-iap-ssh"
    direction = "IN"
    ranges    = ["35.235.240.0/20"]
    allow     = [{ protocol = "tcp", ports = [22] }]
  },
  {
    name     = "allow-health-checks"
    priority = 70000
    allow    = [{ protocol = "tcp", ports = "80" }]
  },
]

mtu                     = 9000
shared_vpc_host         = "TRUE"
auto_create_subnetworks = false
delete_default_routes   = true
