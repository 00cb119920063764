region         = "eu-west-1"
instance_count = "three"
servers = [
  {
    name = "web"
    sise = "large"
  },
]
enable_log = true
