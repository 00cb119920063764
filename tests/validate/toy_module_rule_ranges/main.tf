# a child variable's rule failing on its default is blamed on no source range (Terraform has
# no expression for it); one failing on an argument on the argument, and what reads the
# variable is skipped, in the child and through its outputs in the root
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "m" {
  source = "./child"
  given = "B"
}

output "given" {
  value = module.m.given.nope
}
