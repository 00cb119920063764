zz = [1 2]
size = f ( x, "a${1}