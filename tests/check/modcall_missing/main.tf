module "db" {
  source = "./modules/db"
  engine = "postgres"
}
