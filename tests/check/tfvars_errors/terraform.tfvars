name = bar
list = tolist(["a"])
