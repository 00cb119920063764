module "db" {
  source  = "./modules/db"
  engine  = "postgres"
  enigne2 = "mysql"
  replcas = 2
}
