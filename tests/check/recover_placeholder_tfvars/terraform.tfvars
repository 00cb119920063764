a = [1 2]
b = f(1 + , 2 3)
c = [for v in : v]
d = (? 1)
e = "${}" 3
