module "m" {
  source = "./m"
  name   = "x"
}
