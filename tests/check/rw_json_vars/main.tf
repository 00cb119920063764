variable "project" {
  type = string
  validation {
    condition     = length(var.project) >= 3 && length(var.project) <= 20
    error_message = "Project names are 3-20 characters."
  }
}

variable "regions" {
  type = list(string)
  validation {
    condition     = length(var.regions) > 0 && length(var.regions) == length(toset(var.regions))
    error_message = "Give at least one region, each once."
  }
}

variable "budgets" {
  type = map(object({
    amount    = number
    currency  = optional(string, "USD")
    notify_at = optional(list(number), [80, 100])
  }))
  validation {
    condition     = alltrue([for k, b in var.budgets : b.amount > 0])
    error_message = "Budget amounts must be positive."
  }
  validation {
    condition     = alltrue([for k, b in var.budgets : contains(["USD", "EUR", "GBP"], b.currency)])
    error_message = "Budgets are in USD, EUR or GBP."
  }
  validation {
    condition     = alltrue(flatten([for k, b in var.budgets : [for n in b.notify_at : n > 0 && n <= 200]]))
    error_message = "Notification thresholds are percentages up to 200."
  }
}

variable "features" {
  type = object({
    logging    = bool
    metrics    = optional(bool, true)
    tracing    = optional(bool, false)
    sample_pct = optional(number, 10)
  })
  validation {
    condition     = var.features.sample_pct >= 0 && var.features.sample_pct <= 100
    error_message = "sample_pct is a percentage."
  }
}

variable "owners" {
  type = set(string)
}

variable "labels" {
  type = map(string)
  validation {
    condition     = alltrue([for k, v in var.labels : can(regex("^[a-z][a-z0-9_-]{0,62}$", k))])
    error_message = "Label keys are lowercase, up to 63 characters."
  }
}

variable "retention" {
  type    = number
  default = 30
}

variable "schedule" {
  type = object({
    cron     = string
    timezone = optional(string, "UTC")
  })
  validation {
    condition     = length(split(" ", var.schedule.cron)) == 5
    error_message = "cron expressions have 5 fields."
  }
}

variable "extra" {
  type    = any
  default = null
}
