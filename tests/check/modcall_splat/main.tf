variable "enabled" {
  type    = bool
  default = true
}

module "node" {
  source = "./node"
  count  = var.enabled ? 3 : 0
  index  = count.index
}

module "lb" {
  source  = "./lb"
  targets = module.node[*].name
  first   = one(slice(module.node[*].name, 0, 1))
  weights = { for n in module.node : n.name => n.weight }
}
