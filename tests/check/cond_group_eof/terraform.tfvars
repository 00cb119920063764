size = ( 1 + 2 ? 3
