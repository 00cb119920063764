variable "n" {
  type = number
}

module "m" {
  source = "./m"
  y      = "q"
}
