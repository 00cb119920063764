c2 = [ for v in [ 1 , 2 ] : v 

