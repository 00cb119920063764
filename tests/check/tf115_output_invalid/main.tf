module "app" {
  source = "./child"
}
