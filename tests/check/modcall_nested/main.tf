module "app" {
  source = "./modules/app"
  name   = "shop"
}
