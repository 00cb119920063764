cfg = f ( g ( 1 ) , h ] ( [ 2 ] ) )
tags = [ 1 , [ for 2 , [ 3 ] ]
