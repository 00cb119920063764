v = x . [ . ] , y
w = x . [ . , y
z = 1
