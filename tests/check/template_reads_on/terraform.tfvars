a = f("%{else}" 1)
b = "%{endfor}" + 1 )
