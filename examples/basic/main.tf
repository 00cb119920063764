# A small module whose terraform.tfvars has two typical mistakes:
# a string where a number is required (nested in a list of objects), and a region
# that fails a validation rule. `tycon check examples/basic` reports both (exit 1).
variable "region" {
  type        = string
  description = "The region to deploy into."
  validation {
    condition     = startswith(var.region, "eu-")
    error_message = "Only EU regions are allowed."
  }
}

variable "buckets" {
  type = list(object({
    name    = string
    size_gb = optional(number, 10)
    public  = optional(bool, false)
  }))
}

variable "db_password" {
  type      = string
  sensitive = true
}
