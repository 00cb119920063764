terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "tags" {
  type    = bool
  default = false
  validation {
    condition     = var.tags
    error_message = "The tags must be on."
  }
}

variable "given" {
  type = string
  validation {
    condition     = lower(var.given) == var.given
    error_message = "Lower case only."
  }
}

# waits for the rules of var.given, which fail: skipped with its own errors
resource "toy_thing" "reads_given" {
  name = var.given
  bad  = var.undeclared
}

output "given" {
  value = toy_thing.reads_given.id
}
