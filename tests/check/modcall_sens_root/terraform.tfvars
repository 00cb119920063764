token = "abc"
