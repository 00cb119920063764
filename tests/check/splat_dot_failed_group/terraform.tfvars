size = in "a${f(1)}b" -
cfg = 1000
rules = ( { }
port = [ ] } {
