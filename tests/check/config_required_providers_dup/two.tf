terraform {
  required_providers {
    beta = {
      source = "example/beta"
    }
  }
  required_providers {
    gamma = {
      source = "example/gamma"
    }
  }
}
