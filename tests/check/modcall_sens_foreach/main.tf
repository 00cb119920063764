variable "names" {
  type      = set(string)
  sensitive = true
  default   = ["a"]
}

module "m" {
  source   = "./m"
  for_each = var.names
  id       = each.key
}
