variable "name" {
  description = "Name to be used on all the resources as identifier"
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{2,31}$", var.name))
    error_message = "The name must be 3-32 lowercase letters, digits or hyphens, starting with a letter."
  }
}

variable "cidr" {
  description = "The IPv4 CIDR block for the VPC"
  type        = string
  default     = "10.0.0.0/16"

  validation {
    condition     = can(cidrhost(var.cidr, 0))
    error_message = "The VPC CIDR must be a valid IPv4 CIDR block."
  }
}

variable "azs" {
  description = "A list of availability zones names in the region"
  type        = list(string)
  default     = []

  validation {
    condition     = length(var.azs) <= 6
    error_message = "At most 6 availability zones are supported, got ${length(var.azs)}."
  }
}

variable "public_subnets" {
  description = "A list of public subnets inside the VPC"
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for s in var.public_subnets : can(cidrnetmask(s))])
    error_message = "Every public subnet must be a CIDR block."
  }
}

variable "private_subnets" {
  type    = list(string)
  default = []
}

variable "enable_nat_gateway" {
  type    = bool
  default = false
}

variable "nat_gateway" {
  description = "NAT gateway settings"
  type = object({
    single_nat_gateway     = optional(bool, false)
    one_nat_gateway_per_az = optional(bool, true)
    reuse_nat_ips          = optional(bool, false)
    external_nat_ip_ids    = optional(list(string), [])
  })
  default = {}
}

variable "tags" {
  description = "A map of tags to add to all resources"
  type        = map(string)
  default     = {}

  validation {
    condition     = alltrue([for k, v in var.tags : length(k) <= 128 && length(v) <= 256])
    error_message = "Tag keys are at most 128 characters and values at most 256."
  }
}

variable "instance_tenancy" {
  type    = string
  default = "default"

  validation {
    condition     = contains(["default", "dedicated"], var.instance_tenancy)
    error_message = "Instance tenancy must be default or dedicated."
  }
}

variable "flow_log" {
  type = object({
    enabled            = bool
    traffic_type       = optional(string, "ALL")
    retention_in_days  = optional(number, 14)
  })
  default = null

  validation {
    condition     = var.flow_log == null ? true : contains(["ACCEPT", "REJECT", "ALL"], var.flow_log.traffic_type)
    error_message = "Flow log traffic type must be ACCEPT, REJECT or ALL."
  }
}

variable "secondary_cidr_blocks" {
  type    = list(string)
  default = []

  validation {
    condition     = length(var.secondary_cidr_blocks) == 0 || cidrhost(var.secondary_cidr_blocks[0], 0) != ""
    error_message = "Secondary CIDR blocks must be valid."
  }
}

variable "map_public_ip_on_launch" {
  type     = bool
  default  = false
  nullable = false
}

variable "dhcp_options_domain_name_servers" {
  type    = list(string)
  default = ["AmazonProvidedDNS"]
}
