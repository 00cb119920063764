e = x [ 0 . y
