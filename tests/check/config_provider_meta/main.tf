variable "label" {
  type    = string
  default = "x"
}

terraform {
  provider_meta "alpha" {
    tag = var.label
  }
  provider_meta "Beta" {
    tag = "fixed"
  }
  provider_meta "gamma" {
    tag = "one"
  }
  provider_meta "gamma" {
    tag = "two"
  }
}
