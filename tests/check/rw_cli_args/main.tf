variable "region" {
  type = string
  validation {
    condition     = can(regex("^[a-z]{2}-[a-z]+-[0-9]$", var.region))
    error_message = "The region looks like eu-west-1."
  }
}

variable "instance_type" {
  type = string
  validation {
    condition     = can(regex("^[a-z][0-9][a-z]*\\.[a-z0-9]+$", var.instance_type))
    error_message = "Instance types look like t3.micro."
  }
}

variable "desired_capacity" {
  type = number
}

variable "enable_monitoring" {
  type = bool
}

variable "allowed_cidrs" {
  type = list(string)
  validation {
    condition     = alltrue([for c in var.allowed_cidrs : can(cidrhost(c, 0))])
    error_message = "allowed_cidrs must hold CIDR blocks."
  }
}

variable "tags" {
  type = map(string)
}

variable "key_name" {
  type = string
}

variable "ami_id" {
  type = string
  validation {
    condition     = startswith(var.ami_id, "ami-")
    error_message = "AMI ids start with ami-."
  }
}

variable "root_volume_size" {
  type    = number
  default = 20
  validation {
    condition     = var.root_volume_size >= 8
    error_message = "The root volume needs at least 8 GiB."
  }
}

variable "user_data" {
  type    = string
  default = ""
}

variable "spot" {
  type = object({
    enabled   = bool
    max_price = optional(string)
  })
  default = { enabled = false }
}
