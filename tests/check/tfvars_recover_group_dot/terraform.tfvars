zz = [1 2]
size = 1 * ( 2 3 . )
rate = - 1 * ( 2 3 . )
