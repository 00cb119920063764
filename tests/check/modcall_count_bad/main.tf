variable "replicas" {
  type    = string
  default = "two"
}

module "node" {
  source = "./modules/node"
  count  = var.replicas
}
