version_tag  = "release-1.4"
subnet_cidrs = ["10.20.0.0/30"]
ports_csv    = "80,443,http"

network_config = {
  name = "shared"
}

weights  = [50, 30, null]
schedule = "2024-06-01 08:00"
admins   = []

labels = {
  owner = "data-eng"
}

retention = {
  months = 3
}

zone_ids = ["z1", "z2"]
