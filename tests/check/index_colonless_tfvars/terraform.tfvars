zz = [1 2]
size = x . [ 1 ? 2 ]
