variable "function_name" {
  type = string
  validation {
    condition     = can(regex("^[A-Za-z0-9_-]{1,64}$", var.function_name))
    error_message = "Function names are 1-64 letters, digits, hyphens and underscores."
  }
}

variable "runtime" {
  type = string
  validation {
    condition     = contains(["python3.11", "python3.12", "nodejs20.x", "nodejs22.x", "java21", "provided.al2023"], var.runtime)
    error_message = "Unsupported or deprecated runtime \"${var.runtime}\"."
  }
}

variable "handler" {
  type = string
  validation {
    condition     = length(split(".", var.handler)) >= 2
    error_message = "The handler is file.function."
  }
}

variable "memory_size" {
  type    = number
  default = 128
  validation {
    condition     = var.memory_size >= 128 && var.memory_size <= 10240
    error_message = "Memory is 128-10240 MB."
  }
}

variable "timeout" {
  type    = number
  default = 3
  validation {
    condition     = var.timeout >= 1 && var.timeout <= 900
    error_message = "The timeout is 1-900 seconds."
  }
}

variable "environment_variables" {
  type    = map(string)
  default = {}
  validation {
    condition     = length(jsonencode(var.environment_variables)) <= 4096
    error_message = "Environment variables are limited to 4 KB."
  }
  validation {
    condition     = !anytrue([for k in keys(var.environment_variables) : startswith(k, "AWS_")])
    error_message = "Environment variable names must not start with AWS_."
  }
}

variable "layers" {
  type    = list(string)
  default = []
  validation {
    condition     = length(var.layers) <= 5
    error_message = "At most 5 layers."
  }
  validation {
    condition     = alltrue([for l in var.layers : can(regex("^arn:aws:lambda:[a-z0-9-]+:[0-9]{12}:layer:[A-Za-z0-9_-]+:[0-9]+$", l))])
    error_message = "Layers are given as versioned layer ARNs."
  }
}

variable "architectures" {
  type    = list(string)
  default = ["x86_64"]
  validation {
    condition     = length(var.architectures) == 1 && contains(["x86_64", "arm64"], var.architectures[0])
    error_message = "Exactly one architecture: x86_64 or arm64."
  }
}

variable "vpc_config" {
  type = object({
    subnet_ids         = list(string)
    security_group_ids = list(string)
  })
  default = null
}

variable "dead_letter_target_arn" {
  type    = string
  default = null
}

variable "event_sources" {
  type = map(object({
    event_source_arn  = string
    batch_size        = optional(number, 10)
    starting_position = optional(string)
    enabled           = optional(bool, true)
  }))
  default = {}
  validation {
    condition     = alltrue([for k, s in var.event_sources : s.batch_size >= 1 && s.batch_size <= 10000])
    error_message = "Batch sizes are 1-10000."
  }
  validation {
    condition     = alltrue([for k, s in var.event_sources : s.starting_position == null ? true : contains(["LATEST", "TRIM_HORIZON"], s.starting_position)])
    error_message = "starting_position is LATEST or TRIM_HORIZON."
  }
}

variable "reserved_concurrent_executions" {
  type    = number
  default = -1
}

variable "tracing_mode" {
  type    = string
  default = null
  validation {
    condition     = var.tracing_mode == null || contains(["Active", "PassThrough"], coalesce(var.tracing_mode, "Active"))
    error_message = "tracing_mode is Active or PassThrough."
  }
}
