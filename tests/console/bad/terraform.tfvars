n = "abc"
undecl = 1
