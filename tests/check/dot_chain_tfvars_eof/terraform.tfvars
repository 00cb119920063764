zz = [1 2]
zone = x [ 0 . ] .