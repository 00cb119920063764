zz = [1 2]
size = x . * . . .
