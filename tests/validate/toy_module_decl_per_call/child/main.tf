terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "port" {
  type    = number
  default = "abc"
}

variable "cfg" {
  type = object({a = optional(number, "x")})
  default = {}
}

# a syntax-level error: reported once (Terraform's parser keeps the file), named with the
# module's directory
resource "toy_thing" "a" {
  name = "a"
  name = "b"
}

variable "port" {
}
