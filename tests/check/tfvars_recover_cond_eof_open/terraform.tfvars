zz = [1 2]
rules = 2.5 ? { a = [ 1