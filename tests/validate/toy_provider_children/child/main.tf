terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}
resource "toy_thing" "t" {
  name = "x"
}
