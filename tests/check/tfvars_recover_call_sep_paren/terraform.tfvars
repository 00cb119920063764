size = f ( [ 1 , 2 ] ( , { a = "s" } , x ? 1 : 2 )
zz = x ? 1
cfg = . ! false && < 2
