region   = "eu-west-1"
buckets  = [{ name = "logs" }, { name = "data", size = "20" }]
password = "correct horse battery staple"
