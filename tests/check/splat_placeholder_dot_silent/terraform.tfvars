size = f(g(1), h([2]))
rules = false x *
zz = {a = 1 b = 2}
