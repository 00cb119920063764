resource "terraform_data" "x" {
  input = 5
}

module "m" {
  source = "./m"
  n      = terraform_data.x.output
  s      = "${terraform_data.x.id}-suffix"
  l      = [terraform_data.x.id]
}
