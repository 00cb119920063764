# null values (a required argument set to null, optional ones set to null, null inside a
# nested_type object) and sensitive values (a sensitive attribute, sensitive variables used
# for sensitive and non-sensitive arguments, outputs of sensitive values).
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "password" {
  type      = string
  sensitive = true
}

variable "secret_size" {
  type      = number
  sensitive = true
  default   = 3
}

resource "toy_thing" "required_null" {
  name = null
  item {}
}

resource "toy_thing" "optional_null" {
  name   = "a"
  size   = null
  tags   = null
  spec   = null
  secret = null
  item {
    x = null
  }
}

resource "toy_thing" "nested_null" {
  name = "b"
  spec = [{ k = null, v = null }]
  part {
    n = null
  }
  item {}
}

resource "toy_thing" "sensitive" {
  name   = "c"
  secret = var.password
  size   = var.secret_size
  item {}
}

resource "toy_thing" "sensitive_wrong_type" {
  name   = "d"
  secret = { value = var.password }
  size   = var.password
  item {}
}

output "secret" {
  value = toy_thing.sensitive.secret
}

output "password" {
  value = var.password
}

output "password_marked" {
  value     = var.password
  sensitive = true
}
