variable "ports" {
  type = list(number)
}

module "lb" {
  source = "./modules/lb"
  ports  = { for p in var.ports : tostring(p) => p }
  first  = var.ports[0]
}
