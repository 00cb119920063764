zones = ["a", "b"
