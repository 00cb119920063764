module "r" {
  source = "./m"
  min    = 5
  max    = 3
}
