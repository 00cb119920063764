zz = [1 2]
size = { for k, v in {} : [ k }
