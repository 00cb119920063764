module "c" {
  source = "./modules/c"
  a      = "not a number"
  b      = "x"
  d      = "y"
}
