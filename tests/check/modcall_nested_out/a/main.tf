module "b" {
  source = "../b"
}

output "settings" {
  value = module.b.settings
}
