zz = f(1 2)
items = {
  meta = ["hello world", ["a"], true]
}
