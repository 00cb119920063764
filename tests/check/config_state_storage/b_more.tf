terraform {
  backend "local" {
    path = "two.tfstate"
  }
  cloud {
    organization = "example-org"
  }
}

terraform {
  cloud {
    organization = "other-org"
  }
}
