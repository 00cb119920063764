variable "region" {
  type        = string
  description = "The AWS region to deploy into."
  validation {
    condition     = contains(["eu-west-1", "us-east-1"], var.region)
    error_message = "Region must be eu-west-1 or us-east-1."
  }
}

variable "instance_count" {
  type    = number
  default = 1
}

variable "enable_logs" {
  type    = bool
  default = false
}

variable "servers" {
  type = list(object({
    name = string
    size = optional(string, "small")
    tags = optional(map(string), {})
  }))
  default = []
}

variable "db_password" {
  type      = string
  sensitive = true
}
