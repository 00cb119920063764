resource "terraform_data" "dep" {}

module "m" {
  source     = "./m"
  depends_on = [terraform_data.dep]
  providers  = {}
  size       = 3
}
