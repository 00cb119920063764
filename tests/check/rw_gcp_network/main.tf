variable "project_id" {
  type = string
  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{4,28}[a-z0-9]$", var.project_id))
    error_message = "Project ids are 6-30 lowercase letters, digits and hyphens."
  }
}

variable "network_name" {
  type = string
}

variable "routing_mode" {
  type    = string
  default = "GLOBAL"
  validation {
    condition     = contains(["GLOBAL", "REGIONAL"], var.routing_mode)
    error_message = "routing_mode is GLOBAL or REGIONAL."
  }
}

variable "subnets" {
  type = list(object({
    subnet_name           = string
    subnet_ip             = string
    subnet_region         = string
    subnet_private_access = optional(bool, false)
    subnet_flow_logs      = optional(bool, false)
    description           = optional(string)
  }))
  validation {
    condition     = alltrue([for s in var.subnets : can(cidrnetmask(s.subnet_ip))])
    error_message = "Every subnet_ip must be an IPv4 CIDR block."
  }
  validation {
    condition     = length(var.subnets) == length(distinct([for s in var.subnets : s.subnet_name]))
    error_message = "Subnet names must be unique."
  }
}

variable "secondary_ranges" {
  type = map(list(object({
    range_name    = string
    ip_cidr_range = string
  })))
  default = {}
  validation {
    condition     = alltrue(flatten([for k, rs in var.secondary_ranges : [for r in rs : can(regex("^[a-z]([-a-z0-9]*[a-z0-9])?$", r.range_name))]]))
    error_message = "Range names must be RFC1035 labels."
  }
}

variable "firewall_rules" {
  type = list(object({
    name          = string
    direction     = optional(string, "INGRESS")
    priority      = optional(number, 1000)
    ranges        = optional(list(string), [])
    allow = optional(list(object({
      protocol = string
      ports    = optional(list(string))
    })), [])
  }))
  default = []
  validation {
    condition     = alltrue([for r in var.firewall_rules : contains(["INGRESS", "EGRESS"], r.direction)])
    error_message = "Firewall direction is INGRESS or EGRESS."
  }
  validation {
    condition     = alltrue([for r in var.firewall_rules : r.priority >= 0 && r.priority <= 65535])
    error_message = "Firewall priority is 0-65535."
  }
}

variable "mtu" {
  type    = number
  default = 0
  validation {
    condition     = var.mtu == 0 || (var.mtu >= 1300 && var.mtu <= 8896)
    error_message = "MTU is 1300-8896 (0 for the default)."
  }
}

variable "shared_vpc_host" {
  type    = bool
  default = false
}

variable "delete_default_internet_gateway_routes" {
  type    = bool
  default = false
}

variable "auto_create_subnetworks" {
  type    = bool
  default = false
}
