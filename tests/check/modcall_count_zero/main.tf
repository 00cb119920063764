module "none" {
  source = "./m"
  count  = 0
  size   = "big"
}
