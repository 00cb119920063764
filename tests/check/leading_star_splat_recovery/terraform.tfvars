port = {}
size = true } ? { [ 1 ] : [ ]
