tags = {"a b" = 1}
zz = f(1 2)
items = x.*.y
cfg = 1 ?
