zz = [1 2]
size = ( [ 1