zz = [1 2]
size = true ? x [ 1