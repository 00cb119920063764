admins = [
  { name = "a", email = "a@x" },
  { name = "b" },
  { name = ["c"], email = "c@x", tags = { x = "y", z = 1 } },
]
ports = {
  p01 = "port-1"
  p02 = "port-2"
  p03 = "port-3"
  p04 = "port-4"
  p05 = "port-5"
  p06 = "port-6"
  p07 = "port-7"
  p08 = "port-8"
  p09 = "port-9"
  p10 = "port-10"
  p11 = "port-11"
  p12 = "port-12"
  p13 = "port-13"
  ok = 80
}
