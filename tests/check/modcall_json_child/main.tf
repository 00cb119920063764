module "j" {
  source = "./m"
  tags   = ["a", "b"]
}
