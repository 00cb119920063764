name = g(1, [2, 3]...)
items = []
port = [ ] ? for
zz = [1 2]
