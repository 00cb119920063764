region = "us-east-1"
ports  = { http = 8080, https = 443 }
