variable "size" {
  type    = number
  default = 2
}

module "app" {
  source = "./child"
  size   = var.size
}

module "check" {
  source = "./check"
  replicas = module.app.settings.replicas
  label    = module.app.size_text
}

output "summary" {
  type  = map(string)
  value = { replicas = module.app.settings.replicas }
}
