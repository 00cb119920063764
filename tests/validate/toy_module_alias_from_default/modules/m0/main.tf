terraform {
  required_providers {
    toy = {
      source = "example/toy"
      configuration_aliases = [toy.alt]
    }
  }
}

variable "items" {
  nullable = false
}

variable "port" {
  type = any
  default = false
}

variable "size" {
  type = map(bool)
}

resource "toy_thing" "this" {
  provider = toy.alt
  old = var.items
  secret = var.port
  item {
  }
}

output "id" {
  value = toy_thing.this.id
}

output "o_items" {
  value = var.items
}

output "o_port" {
  value = var.port
}

output "o_size" {
  value = var.size
}
