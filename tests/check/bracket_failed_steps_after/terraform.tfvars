cfg = if :
tags = - ) 0.5
zz = f(1 2)
zone = ... " sp "
