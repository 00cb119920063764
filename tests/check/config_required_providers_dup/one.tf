terraform {
  required_providers {
    alpha = {
      source = "example/alpha"
    }
  }
}
