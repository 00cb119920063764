size = g ( 1 , [ 2 = , 3 ] ... ) .
port = 1
