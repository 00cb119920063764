token = "abc"
pin   = 12
port  = "http"
