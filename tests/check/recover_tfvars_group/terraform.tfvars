rules = ( - 0.5 ]
zz = (1
size = {
meta ? = false
}
b = f(1 2)
