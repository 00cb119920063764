d = x [ ] . y .
c2 = 1
