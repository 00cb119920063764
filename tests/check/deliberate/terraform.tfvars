pin   = "1234"
ports = { http = 8080, https = 443 }
