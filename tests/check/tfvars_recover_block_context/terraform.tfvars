zz = [1 2]
size = 1
label {
 true
}
other "x" { a = ]
}
