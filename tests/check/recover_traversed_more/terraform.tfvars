size = x . [ * ! y
tags = 1 . , y
rules = [ for v in [ 1 , 2 ] } v + 1 ] .
