count_a = 7
