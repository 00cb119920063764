b = "yes"
