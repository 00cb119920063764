a = { for k , in { a = 1 } : k => v } [
b = 1
c = (1
