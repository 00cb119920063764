# Rules whose functions fail on the given values: Terraform reports the function error (with
# the "while calling" line) instead of the rule's message.
variable "region_map" {
  type = map(string)
  default = {
    primary = "eu-west-1"
  }

  validation {
    condition     = startswith(lookup(var.region_map, "secondary"), "eu-")
    error_message = "The secondary region must be in Europe."
  }
}

variable "version_tag" {
  type = string

  validation {
    condition     = tonumber(regex("^v([0-9]+)", var.version_tag)[0]) >= 2
    error_message = "Only major versions 2 and later are supported."
  }
}

variable "subnet_cidrs" {
  type    = list(string)
  default = []

  validation {
    condition     = cidrsubnet(var.subnet_cidrs[0], 4, 0) != ""
    error_message = "The first subnet must be able to hold /4 subnets."
  }
}

variable "ports_csv" {
  type = string

  validation {
    condition     = alltrue([for p in split(",", var.ports_csv) : tonumber(p) > 0])
    error_message = "Every port must be positive."
  }
}

variable "config" {
  type = object({
    id      = string
    network = optional(object({
      vpc_id = string
      cidr   = optional(string)
    }))
  })
  default = null

  validation {
    condition     = length(var.config.id) == 8
    error_message = "The config id has 8 characters."
  }
}

variable "network_config" {
  type = object({
    name = string
    network = optional(object({
      vpc_id = string
      cidr   = optional(string)
    }))
  })

  validation {
    condition     = startswith(var.network_config.network.vpc_id, "vpc-")
    error_message = "The VPC id starts with vpc-."
  }
}

variable "weights" {
  type = list(number)

  validation {
    condition     = sum(var.weights) == 100
    error_message = "The weights must add up to 100."
  }
}

variable "schedule" {
  type = string

  validation {
    condition     = formatdate("HH:mm", var.schedule) != "00:00"
    error_message = "The schedule must not start at midnight."
  }
}

variable "admins" {
  type = list(string)

  validation {
    condition     = element(var.admins, 0) != "root"
    error_message = "The first administrator must not be root."
  }
}

variable "labels" {
  type = map(string)

  validation {
    condition     = length(var.labels["team"]) > 0
    error_message = "The team label must not be empty."
  }
}

variable "retention" {
  type = any

  validation {
    condition     = var.retention.days > 0
    error_message = "Retention days must be positive."
  }
}

variable "zone_ids" {
  type = list(string)

  validation {
    condition     = length(var.zone_ids[3]) > 0
    error_message = "The fourth zone id must not be empty."
  }
}
