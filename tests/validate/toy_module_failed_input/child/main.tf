terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "size" {
  type = number
}

variable "name" {
  type = string
}

resource "toy_thing" "uses_size" {
  name = "x"
  size = var.size
  bad  = 1
}

output "size_out" {
  value = var.size
}

output "name_out" {
  value = var.name
}
