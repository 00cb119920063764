# a module argument that fails its conversion: Terraform skips what reads the variable in the
# child, the outputs built from it, and what in the root reads them or the whole call
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "m" {
  source = "./child"
  size   = "abc"
  name   = "ok"
}

module "counted" {
  source = "./child"
  count  = 2
  size   = [1]
  name   = "ok"
}

output "from_size" {
  value = module.m.size_out
}

output "from_name" {
  value = module.m.name_out.nope
}

output "whole" {
  value = module.m.nope
}

output "counted" {
  value = module.counted[0].size_out
}

output "counted_list" {
  value = module.counted.size_out
}

output "undeclared" {
  value = module.zz.id
}
