module "m" {
  source = "./m"
  id     = terraform_data.missing.id
}
