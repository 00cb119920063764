terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}
