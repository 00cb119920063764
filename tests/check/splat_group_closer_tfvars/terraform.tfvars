cfg = ( x . * y
items = !false && 1 < 2
port = - 1 * ( 2 - 3
size = -1 * (2 - 3)
