variable "name" {
  type = string
}

variable "regions" {
  type = list(string)
}

variable "size" {
  type = number
}

module "region" {
  source   = "../region"
  for_each = toset(var.regions)
  region   = each.value
  env      = var.name
  size     = var.size
}
