old_name = "legacy"
region   = "eu-west-1"
