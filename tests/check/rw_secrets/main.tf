# Sensitive and ephemeral inputs; the mistakes here are in the non-secret values and in types.
variable "db_password" {
  type      = string
  sensitive = true
  validation {
    condition     = length(var.db_password) >= 12
    error_message = "The database password must have at least 12 characters."
  }
}

variable "api_token" {
  type      = string
  ephemeral = true
  default   = null
}

variable "session_ttl" {
  type      = number
  ephemeral = true
  default   = 3600
  validation {
    condition     = var.session_ttl <= 86400
    error_message = "Sessions last at most a day."
  }
}

variable "tls" {
  type = object({
    certificate = string
    private_key = string
    min_version = optional(string, "TLS1_2")
  })
  sensitive = true
  default   = null
}

variable "admin_users" {
  type = list(object({
    name  = string
    email = string
    role  = optional(string, "viewer")
  }))
  default = []
  validation {
    condition     = alltrue([for u in var.admin_users : can(regex("^[^@]+@[^@]+\\.[a-z]+$", u.email))])
    error_message = "Every admin needs a valid email address."
  }
  validation {
    condition     = alltrue([for u in var.admin_users : contains(["viewer", "editor", "owner"], u.role)])
    error_message = "Roles are viewer, editor or owner."
  }
}

variable "kms_key_id" {
  type     = string
  nullable = false
  validation {
    condition     = can(regex("^(arn:aws:kms:|alias/)", var.kms_key_id))
    error_message = "Give a KMS key ARN or an alias/ name."
  }
}

variable "rotation_days" {
  type    = number
  default = 30
  validation {
    condition     = contains([30, 60, 90], var.rotation_days)
    error_message = "Rotation is every 30, 60 or 90 days."
  }
}

variable "allowed_ips" {
  type    = set(string)
  default = []
  validation {
    condition     = alltrue([for ip in var.allowed_ips : can(cidrhost(ip, 0))])
    error_message = "allowed_ips must be CIDR blocks."
  }
}

variable "audit" {
  type = object({
    enabled     = optional(bool, true)
    destination = optional(string, "cloudwatch")
  })
  default  = {}
  nullable = false
  validation {
    condition     = contains(["cloudwatch", "s3", "splunk"], var.audit.destination)
    error_message = "Audit destinations are cloudwatch, s3 or splunk."
  }
}

variable "secret_names" {
  type = map(string)
  validation {
    condition     = alltrue([for k, v in var.secret_names : length(v) <= 512 && can(regex("^[A-Za-z0-9/_+=.@-]+$", v))])
    error_message = "Secret names use letters, digits and /_+=.@- only."
  }
}
