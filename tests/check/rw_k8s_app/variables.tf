variable "app_name" {
  type = string
  validation {
    condition     = can(regex("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", var.app_name)) && length(var.app_name) <= 63
    error_message = "The app name must be a DNS-1123 label."
  }
}

variable "namespace" {
  type    = string
  default = "default"
}

variable "image" {
  type = object({
    repository  = string
    tag         = optional(string, "latest")
    pull_policy = optional(string, "IfNotPresent")
  })
  validation {
    condition     = var.image.tag != "latest"
    error_message = "Pin the image to a version tag, not latest."
  }
  validation {
    condition     = contains(["Always", "IfNotPresent", "Never"], var.image.pull_policy)
    error_message = "pull_policy must be Always, IfNotPresent or Never."
  }
}

variable "replicas" {
  type    = number
  default = 2
  validation {
    condition     = var.replicas >= 1 && floor(var.replicas) == var.replicas
    error_message = "Replicas must be a positive whole number."
  }
}

variable "resources" {
  type = object({
    requests = optional(map(string), {})
    limits   = optional(map(string), {})
  })
  default = {}
  validation {
    condition     = alltrue([for k in keys(var.resources.limits) : contains(["cpu", "memory", "ephemeral-storage"], k)])
    error_message = "Resource limits may only name cpu, memory and ephemeral-storage."
  }
  validation {
    condition     = can(regex("^[0-9]+(m)?$", lookup(var.resources.requests, "cpu", "100m")))
    error_message = "CPU requests are whole cores or millicores."
  }
}

variable "env" {
  type    = map(string)
  default = {}
  validation {
    condition     = alltrue([for k, v in var.env : can(regex("^[A-Z_][A-Z0-9_]*$", k))])
    error_message = "Environment variable names are upper case with underscores."
  }
}

variable "ports" {
  type = list(object({
    name           = string
    container_port = number
    protocol       = optional(string, "TCP")
  }))
  default = []
  validation {
    condition     = alltrue([for p in var.ports : p.container_port > 0 && p.container_port < 65536])
    error_message = "Container ports are 1-65535."
  }
  validation {
    condition     = alltrue([for p in var.ports : length(p.name) <= 15])
    error_message = "Port names are at most 15 characters."
  }
}

variable "probes" {
  type = any
  default = {}
  validation {
    condition     = try(var.probes.liveness.path, "/") != "" && try(var.probes.liveness.period, 10) >= 1
    error_message = "The liveness probe needs a path and a period of at least 1 second."
  }
}

variable "annotations" {
  type    = map(string)
  default = {}
}

variable "service_type" {
  type    = string
  default = "ClusterIP"
  validation {
    condition     = contains(["ClusterIP", "NodePort", "LoadBalancer"], var.service_type)
    error_message = "Unsupported service type."
  }
}

variable "autoscaling" {
  type = object({
    enabled      = optional(bool, false)
    min_replicas = optional(number, 1)
    max_replicas = optional(number, 5)
    target_cpu   = optional(number, 80)
  })
  default = {}
  validation {
    condition     = var.autoscaling.min_replicas <= var.autoscaling.max_replicas
    error_message = "min_replicas must not exceed max_replicas."
  }
  validation {
    condition     = var.autoscaling.target_cpu > 0 && var.autoscaling.target_cpu <= 100
    error_message = "target_cpu is a percentage."
  }
}

variable "node_selector" {
  type     = map(string)
  default  = {}
  nullable = false
}
