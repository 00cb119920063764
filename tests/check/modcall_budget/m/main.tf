variable "x" {
  default = 1
}

module "again" {
  source = "../m"
  count  = 2
}
