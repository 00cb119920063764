a = { x = => 1 }
b = [ for v [ 1 ] : v ] ?
c = 1
