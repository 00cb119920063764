tags = "a${f(1)}b"
cfg = f ( [ 1 , 2 ] , { = "s" } , x ? 1 : in )
name = { } k , v in { a if = 1 } : k => v }
