module "svc" {
  source = "./modules/svc"
  config = {
    name = "api"
    limits = {
      cpu = 2
    }
  }
}
