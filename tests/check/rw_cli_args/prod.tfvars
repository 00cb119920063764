enable_monitoring = "sometimes"
tags = {
  Team = "web"
  Cost = { center = 42 }
}
ami_id = "ubuntu-22.04"
