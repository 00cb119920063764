size = "big"
