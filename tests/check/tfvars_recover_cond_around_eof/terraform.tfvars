zz = {a = 1 b = 2}
name = ( x [ 0 ? ] . y
size = f([1, 2], {a = "s"}, x ? 1 : 2)
