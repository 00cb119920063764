zz = [1 2]
size = [ for v in [ 1 , 2 ] : v => +