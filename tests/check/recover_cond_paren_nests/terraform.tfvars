size = true ? [ 1 ] ( - [ ]
zz = x ? 1
rules = 1 +
