resource "terraform_data" "names" {
  input = ["a", "b"]
}

module "app" {
  source   = "./modules/app"
  for_each = toset(terraform_data.names.output)
  name     = each.key
}
