zone = "b"
