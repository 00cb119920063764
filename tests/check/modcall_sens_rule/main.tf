variable "token" {
  type      = string
  sensitive = true
  default   = "short"
}

module "api" {
  source = "./m"
  token  = var.token
}
