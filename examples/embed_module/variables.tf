variable "buckets" {
  type = list(object({
    name    = string
    enabled = optional(bool, true)
    tags    = optional(map(string), {})
  }))
}

variable "replicas" {
  type    = number
  default = 2

  validation {
    condition     = var.replicas >= 1 && var.replicas <= 5
    error_message = "The number of replicas must be between 1 and 5."
  }
}

variable "region" {
  type = string
}
