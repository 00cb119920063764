variable "name" {
  type        = string
  description = "The service name."
  validation {
    condition     = length(var.name) <= 12
    error_message = "At most 12 characters."
  }
}

variable "limits" {
  type = object({
    cpu    = number
    memory = optional(number, 512)
  })
}

variable "replicas" {
  type    = number
  default = 1
}
