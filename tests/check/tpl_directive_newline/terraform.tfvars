size = "%{if 1}a
b" 
