module "svc" {
  source = "./modules/svc"
  config = { name = "api" }
  region = null
}
