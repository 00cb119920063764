name = [ {
label = [ ]
ports = null
} , {
id = *
Id = 2.5 } , { } ]
zone = x[0].y
