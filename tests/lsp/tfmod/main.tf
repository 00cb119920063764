terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "env" {
  type        = string
  description = "The environment."
  default     = "dev"
}

locals {
  prefix = "app-${var.env}"
}

module "svc" {
  source = "./modules/svc"
  name   = local.prefix
  limits = {
    cpu = 2
  }
}

resource "toy_thing" "a" {
  name = var.env
  size = 3
  item {
    x = true
  }
}
