module "m" {
  source = "./m"
  x      = 1
}
