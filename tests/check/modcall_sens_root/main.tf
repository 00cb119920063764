variable "token" {
  type      = string
  sensitive = true
}

module "api" {
  source = "./m"
  token  = var.token
  limit  = var.token
}
