zone_name = "Example.COM."

records = [
  { name = "www", type = "CNAME", records = ["example.com"], ttl = 30 },
  { name = "", type = "A", records = ["203.0.113.10", "203.0.113.300"] },
  { name = "mail", type = "mx", records = ["10 mx1.example.com"] },
  { name = "api", type = "A" },
  { name = "txt", type = "TXT", records = "v=spf1 -all" },
]

vpc_associations = ["vpc-0a1b2c", "subnet-1234"]
comment          = ["primary zone"]
force_destroy    = "no"

dnssec = {
  enabled     = true
  kms_key_arn = "arn:aws:kms:eu-west-1:123456789012:key/abc"
}

health_checks = {
  api = {
    fqdn              = "api.example.com"
    failure_threshold = 0
  }
  www = {
    port = 443
  }
}
