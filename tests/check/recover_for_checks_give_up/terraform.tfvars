zz = [1 2]
port = [ for v in [ 1 , 2 ] : v => + 1 ] ?
