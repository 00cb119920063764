module "m" {
  source = "./m"
  name   = "n-${count.index}"
}
