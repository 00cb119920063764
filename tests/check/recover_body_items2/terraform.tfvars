port = {
label = ] true
id = [ {
} ]
}
zone = f(1 2)
