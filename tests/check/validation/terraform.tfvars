region = "us-east-1"
pin    = "1234"
ports  = { http = 8080, https = 443 }
