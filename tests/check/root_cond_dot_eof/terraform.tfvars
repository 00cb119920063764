zz = [1 2]
port = - true ? [ 1 . : [ ]