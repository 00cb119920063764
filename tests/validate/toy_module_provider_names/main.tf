# a provider passed under another local name than the one the child gives its type is blamed
# on the child's name (and the name is not declared: a warning for a default provider)
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "m" {
  source = "./child"
  providers = {
    nope = toy
  }
  given = "B"
}
