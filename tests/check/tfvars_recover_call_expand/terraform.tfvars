zz = [1 2]
size = true ? g(1 ... 2)
other = 1
