module "s" {
  source = "./m"
}

output "secret" {
  value = module.s.secret
}
