buckets = [
  { name = "logs" },
  { name = "assets", enabled = false, tags = { team = "web" } },
]
replicas = 7
region   = ["eu-west-1"]
