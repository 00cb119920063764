cfg = ]
zone = x 7
size = [[true, true], null]
name = )
