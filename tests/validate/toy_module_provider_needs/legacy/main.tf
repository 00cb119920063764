terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  region = "x"
}

resource "toy_thing" "a" {
  name = "a"
}
