variable "location" {
  type = string
  validation {
    condition     = contains(["westeurope", "northeurope", "eastus", "eastus2", "uksouth"], lower(replace(var.location, " ", "")))
    error_message = "The location must be an approved Azure region."
  }
}

variable "resource_group_name" {
  type = string
  validation {
    condition     = can(regex("^rg-[a-z0-9-]{1,86}$", var.resource_group_name))
    error_message = "Resource group names follow rg-<workload>-<env>."
  }
}

variable "environment" {
  type = string
  validation {
    condition     = contains(["dev", "test", "prod"], var.environment)
    error_message = "Environment must be dev, test or prod."
  }
}

variable "storage_account_name" {
  type = string
  validation {
    condition     = can(regex("^[a-z0-9]{3,24}$", var.storage_account_name))
    error_message = "Storage account names are 3-24 lowercase letters and digits."
  }
}

variable "account_replication_type" {
  type    = string
  default = "ZRS"
  validation {
    condition     = contains(["LRS", "GRS", "RAGRS", "ZRS", "GZRS", "RAGZRS"], var.account_replication_type)
    error_message = "Invalid replication type."
  }
}

variable "sku" {
  type = object({
    tier     = string
    capacity = optional(number, 1)
  })
  validation {
    condition     = contains(["Basic", "Standard", "Premium"], var.sku.tier)
    error_message = "The SKU tier must be Basic, Standard or Premium."
  }
  validation {
    condition     = var.sku.capacity >= 1 && var.sku.capacity <= 10
    error_message = "The SKU capacity is 1-10."
  }
}

variable "tags" {
  type = map(string)
  validation {
    condition     = alltrue([for t in ["CostCenter", "Owner"] : contains(keys(var.tags), t)])
    error_message = "Tags must include CostCenter and Owner."
  }
}

variable "subnets" {
  type = map(object({
    address_prefixes  = list(string)
    service_endpoints = optional(set(string), [])
    delegation = optional(object({
      name    = string
      service = string
    }))
  }))
  validation {
    condition     = alltrue(flatten([for k, s in var.subnets : [for p in s.address_prefixes : can(cidrhost(p, 0))]]))
    error_message = "Every address prefix must be a CIDR block."
  }
  validation {
    condition     = alltrue([for k, s in var.subnets : length(k) <= 80])
    error_message = "Subnet names are at most 80 characters."
  }
}

variable "private_endpoints" {
  type    = any
  default = []
}

variable "diagnostic_settings" {
  type = object({
    log_analytics_workspace_id = optional(string)
    storage_account_id         = optional(string)
    log_categories             = optional(list(string), ["allLogs"])
  })
  default  = {}
  nullable = false
  validation {
    condition     = var.diagnostic_settings.log_analytics_workspace_id != null || var.diagnostic_settings.storage_account_id != null
    error_message = "Diagnostic settings need a workspace or a storage account."
  }
}

variable "enable_telemetry" {
  type     = bool
  default  = true
  nullable = false
}

variable "lock" {
  type = object({
    kind = string
    name = optional(string, null)
  })
  default = null
  validation {
    condition     = var.lock != null ? contains(["CanNotDelete", "ReadOnly"], var.lock.kind) : true
    error_message = "The lock kind must be CanNotDelete or ReadOnly."
  }
}
