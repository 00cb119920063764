size = "%{else 1}%{endif 2}"
