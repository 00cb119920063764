variable "config" {
  type = object({
    name     = string
    replicas = optional(number, 1)
  })
  validation {
    condition     = var.config.replicas > 0
    error_message = "Replicas must be positive."
  }
}

variable "region" {
  type     = string
  nullable = false
}
