# a child variable's rule failing on its default is blamed on no source range (Terraform has
# no expression for it); one failing on an argument on the argument
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
