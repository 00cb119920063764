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
