port = . 2.5
cfg = true ? [ 1 } : [ ]
