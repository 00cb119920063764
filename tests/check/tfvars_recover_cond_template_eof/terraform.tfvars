zz = [1 2]
size = true ? ["a