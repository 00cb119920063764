zone = 5
