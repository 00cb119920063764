module "m" {
  source = "./m"
  count  = 1
  name   = each.key
}
