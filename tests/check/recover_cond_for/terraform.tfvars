name = [ "a" ( ]
zz = x ? 1
