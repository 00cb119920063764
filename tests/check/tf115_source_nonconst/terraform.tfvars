ver = "v1"
