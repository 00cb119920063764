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

resource "toy_thing" "a" {
  name = 1
  bad  = 2
}
