name = "demo"
settings = {
  size = 3
  tags = {
    team = "web"
  }
