size = f(( 1 ? 3
