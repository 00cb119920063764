a = (1
b = x[0].y
