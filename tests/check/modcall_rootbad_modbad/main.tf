variable "n" {
  type = number
}

module "m" {
  source = "./m"
  x      = "notanumber"
  y      = var.n
}
