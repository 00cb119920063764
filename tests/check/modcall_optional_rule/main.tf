module "m" {
  source = "./m"
  cfg    = { name = "a" }
}
