variable "identifier" {
  type = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]*$", var.identifier)) && length(var.identifier) <= 63
    error_message = "The identifier must start with a letter and contain lowercase letters, digits and hyphens."
  }
}

variable "engine" {
  type    = string
  default = "postgres"

  validation {
    condition     = contains(["postgres", "mysql", "mariadb", "aurora-postgresql", "aurora-mysql"], var.engine)
    error_message = "Unsupported engine \"${var.engine}\"."
  }
}

variable "engine_version" {
  type    = string
  default = "16.3"
}

variable "instance_class" {
  type = string

  validation {
    condition     = startswith(var.instance_class, "db.")
    error_message = "Instance classes start with \"db.\"."
  }
}

variable "allocated_storage" {
  type    = number
  default = 20

  validation {
    condition     = var.allocated_storage >= 20 && var.allocated_storage <= 65536
    error_message = "Allocated storage is between 20 and 65536 GiB."
  }
}

variable "max_allocated_storage" {
  type    = number
  default = 0

  validation {
    condition     = var.max_allocated_storage == 0 || var.max_allocated_storage > var.allocated_storage
    error_message = "max_allocated_storage must exceed allocated_storage (${var.allocated_storage})."
  }
}

variable "username" {
  type      = string
  sensitive = true

  validation {
    condition     = !contains(["admin", "root", "postgres"], var.username)
    error_message = "The master username must not be a reserved word."
  }
}

variable "password" {
  type      = string
  sensitive = true
  default   = null

  validation {
    condition     = var.password == null ? true : length(var.password) >= 16
    error_message = "The password must be at least 16 characters."
  }
}

variable "port" {
  type    = number
  default = 5432

  validation {
    condition     = var.port == floor(var.port) && var.port > 1150 && var.port < 65536
    error_message = "The port must be an integer in 1150-65535."
  }
}

variable "backup_window" {
  type    = string
  default = "03:00-04:00"

  validation {
    condition     = can(regex("^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$", var.backup_window))
    error_message = "The backup window is hh24:mi-hh24:mi in UTC."
  }
}

variable "backup_retention_period" {
  type    = number
  default = 7

  validation {
    condition     = var.backup_retention_period >= 0 && var.backup_retention_period <= 35
    error_message = "Backups are kept 0 to 35 days."
  }
}

variable "parameters" {
  type = list(object({
    name         = string
    value        = string
    apply_method = optional(string, "immediate")
  }))
  default = []

  validation {
    condition     = alltrue([for p in var.parameters : contains(["immediate", "pending-reboot"], p.apply_method)])
    error_message = "apply_method is immediate or pending-reboot."
  }
}

variable "multi_az" {
  type    = bool
  default = false
}

variable "performance_insights" {
  type = object({
    enabled          = bool
    retention_period = optional(number, 7)
  })
  default = { enabled = false }

  validation {
    condition     = contains([7, 731], var.performance_insights.retention_period) || var.performance_insights.retention_period % 31 == 0
    error_message = "Performance Insights retention is 7, 731, or a multiple of 31 days."
  }
}
