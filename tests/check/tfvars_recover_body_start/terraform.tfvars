port = -
name = 1
cfg = 
 "" = "x-1"
count = "null"
opts x = "a\"b"
}
