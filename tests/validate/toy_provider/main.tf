# provider blocks checked against the provider schema: an unsupported argument (with and
# without a suggestion), a wrong type, a block type the schema does not have; a valid aliased
# provider; an aliased provider that no resource uses (not checked at all).
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

provider "toy" {
  region = ["eu-west-1"]
  regon  = "x"
  token  = "y"

  endpoints {
    api = "z"
  }
}

provider "toy" {
  alias  = "ok"
  region = "us-east-1"
}

provider "toy" {
  alias  = "typed"
  region = { name = "x" }
}

provider "toy" {
  alias  = "unused"
  region = 1
  bogus  = true
}

provider "toy" {
  alias  = "suggest"
  regoin = "eu-west-1"
}

resource "toy_thing" "default" {
  name = "d"
  item {}
}

resource "toy_thing" "a" {
  provider = toy.ok
  name     = "a"
  item {}
}

resource "toy_thing" "b" {
  provider = toy.typed
  name     = "b"
  item {}
}

resource "toy_thing" "c" {
  provider = toy.suggest
  name     = "c"
  item {}
}
