terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "s" {
  type    = string
  default = "x"
}
variable "n" {
  type = number
}
variable "l" {
  type    = list(string)
  default = []
}

provider "toy" {
  alias = "alt"
}

module "y" {
  source = "./modules/m0"
  providers = {toy.alt = toy}
  items = "x-1"
  port = ["x-1", true]
  size = {}
}

output "r0" {
  value = module.y.o_port
}
