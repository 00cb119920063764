zz = [1 2]
size = true ? [ for 1 } : [ ]