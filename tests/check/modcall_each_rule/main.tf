module "app" {
  source   = "./modules/app"
  for_each = toset(["web", "db"])
  name     = each.key
}
