name = { } ]
size = f ( [ x ? 1 : 2 ?