variable "name" {
  type = string
}

locals {
  db_name = "${var.name}-db"
}

module "db" {
  source = "../db"
  name   = local.db_name
  port   = "five thousand"
}
