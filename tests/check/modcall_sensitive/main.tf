module "secret" {
  source   = "./modules/secret"
  password = { value = "hunter2" }
}
