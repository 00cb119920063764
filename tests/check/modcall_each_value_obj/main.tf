module "m" {
  source   = "./m"
  for_each = { a = { n = 1 }, b = { n = "x" } }
  n        = each.value.n
}
