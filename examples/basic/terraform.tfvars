region = "us-east-1"

buckets = [
  { name = "logs" },
  { name = "assets", size_gb = "fifty", publik = true },
]

db_password = "s3cr3t-value"
