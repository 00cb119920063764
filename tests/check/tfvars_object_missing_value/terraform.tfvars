cfg = {
  name = "x"
  count
}
