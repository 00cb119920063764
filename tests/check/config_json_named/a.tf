locals {
  prefix = "x"
}

output "greet" {
  value = 1
}

module "app" {
  source = "./child"
  name   = "a"
  size   = 1
}
