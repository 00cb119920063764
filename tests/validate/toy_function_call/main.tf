terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "x" {
  type    = string
  default = "a"
  validation {
    condition     = core::length(var.x, 2) > 0
    error_message = "bad"
  }
}

resource "toy_thing" "a" {
  name = join(var.x, 1)
}

output "p" {
  value = timestamp(1)
}

output "q" {
  value = upper()
}

output "r" {
  value = upper(1...)
}

output "s" {
  value = max([]...)
}

output "t" {
  value = lookup({}, "k", 1, 2)
}

output "u" {
  value = chunklist([1], "x")
}

variable "n" {
  type = number
}

output "v" {
  value = max(var.n, "x")
}

output "w" {
  value = [for x in [1] : upper(var.n, x)]
}

output "y" {
  value = [for x in [1] : max(var.n, [x])]
}

output "z" {
  value = join(var.n, [[]])
}
