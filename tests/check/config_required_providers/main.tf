terraform {
  required_providers {
    legacy_name = "~> 1.0"
    Mixed = {
      source = "example/mixed"
    }
    listed = ["not", "an", "object"]
    versioned = {
      version = 2
      source  = "example/versioned"
    }
    sourced = {
      source = ["example/sourced"]
    }
    extra = {
      source = "example/extra"
      region = "north"
      bogus  = true
    }
    aliased = {
      source                = "example/aliased"
      configuration_aliases = [aliased.one, other.two, aliased.three.four, aliased, aliased["x"]]
    }
  }
}
