terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "name" {
  type = string
}

resource "toy_thing" "uses_input" {
  name = var.name
  bad  = 1
}

resource "toy_thing" "independent" {
  name  = "fixed"
  wrong = 2
}
