terraform {
  cloud {
    organization = "first"
  }
  cloud {
    organization = "second"
  }
  backend "local" {}
  backend "local" {}
}
