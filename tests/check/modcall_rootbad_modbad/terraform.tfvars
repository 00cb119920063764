n = "abc"
