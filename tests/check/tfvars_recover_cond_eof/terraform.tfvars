zz = [1 2]
rules = f ( g ( 1 ) , h ( [ 2 ] ) ?