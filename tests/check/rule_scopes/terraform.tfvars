p = { y = "1" }
a = "notanumber"
b = 1
tags = { Env = "production" }
names = ["ok", "Bad"]
