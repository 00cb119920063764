module "huge" {
  source = "./m"
  count  = 1000000000
}

module "self" {
  source = "./m"
}
