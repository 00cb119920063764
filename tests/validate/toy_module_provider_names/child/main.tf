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
