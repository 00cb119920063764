tags = g ( 1 ( 2 )
port = x . => y
