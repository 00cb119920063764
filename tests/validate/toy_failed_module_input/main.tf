# a module argument that refers to a failed resource: Terraform skips the variable and what
# depends on it in the child (uses_input), and still checks the rest (independent)
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "broken" {
  nme = "x"
}

module "m" {
  source = "./child"
  name   = toy_thing.broken.id
}
