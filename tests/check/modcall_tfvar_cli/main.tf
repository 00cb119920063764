variable "replicas" {
  type = number
}

module "svc" {
  source   = "./m"
  replicas = var.replicas
}
