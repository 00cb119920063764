# Rules that read other variables (Terraform 1.9 and later).
variable "environment" {
  type = string
  validation {
    condition     = contains(["dev", "staging", "prod"], var.environment)
    error_message = "Unknown environment."
  }
}

variable "instance_count" {
  type = number
  validation {
    condition     = var.environment == "prod" ? var.instance_count >= 3 : var.instance_count >= 1
    error_message = "Production needs at least 3 instances (got ${var.instance_count} in ${var.environment})."
  }
}

variable "min_size" {
  type = number
}

variable "max_size" {
  type = number
  validation {
    condition     = var.max_size >= var.min_size
    error_message = "max_size (${var.max_size}) must be at least min_size (${var.min_size})."
  }
}

variable "vpc_cidr" {
  type = string
  validation {
    condition     = can(cidrnetmask(var.vpc_cidr))
    error_message = "vpc_cidr must be a CIDR block."
  }
}

variable "subnet_cidrs" {
  type = list(string)
  validation {
    condition     = alltrue([for c in var.subnet_cidrs : cidrhost(var.vpc_cidr, 0) == cidrhost(c, 0) || startswith(c, split(".", var.vpc_cidr)[0])])
    error_message = "Every subnet must lie in the VPC CIDR."
  }
}

variable "availability_zones" {
  type = list(string)
}

variable "nodes_per_zone" {
  type = map(number)
  validation {
    condition     = alltrue([for z in keys(var.nodes_per_zone) : contains(var.availability_zones, z)])
    error_message = "nodes_per_zone names a zone that is not in availability_zones."
  }
  validation {
    condition     = sum(values(var.nodes_per_zone)) == var.instance_count
    error_message = "The nodes per zone must add up to instance_count."
  }
}

variable "backup" {
  type = object({
    enabled        = bool
    retention_days = optional(number, 7)
  })
  validation {
    condition     = var.environment != "prod" || var.backup.enabled
    error_message = "Backups are required in production."
  }
  validation {
    condition     = var.backup.retention_days <= (var.environment == "prod" ? 35 : 7)
    error_message = "Retention is at most 35 days in production and 7 elsewhere."
  }
}

variable "domain" {
  type = string
}

variable "certificate_domains" {
  type = list(string)
  validation {
    condition     = alltrue([for d in var.certificate_domains : endswith(d, var.domain)])
    error_message = "Certificate domains must be under ${var.domain}."
  }
}

variable "owner_email" {
  type = string
  validation {
    condition     = can(regex("@${replace(var.domain, ".", "\\.")}$", var.owner_email))
    error_message = "The owner must have an address at ${var.domain}."
  }
}
