terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "a" {
  name = "a"
  bad  = 2
}

output "id" {
  value = toy_thing.a.id
}
