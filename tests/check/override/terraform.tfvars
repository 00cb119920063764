mode = ["not", "a", "string"]
