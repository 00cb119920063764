variable "zone_name" {
  type = string
  validation {
    condition     = endswith(var.zone_name, ".") == false && can(regex("^([a-z0-9-]+\\.)+[a-z]{2,}$", var.zone_name))
    error_message = "The zone name must be a lowercase domain without a trailing dot."
  }
}

variable "records" {
  type = list(object({
    name    = string
    type    = string
    ttl     = optional(number, 300)
    records = optional(list(string), [])
    alias = optional(object({
      name                   = string
      zone_id                = string
      evaluate_target_health = optional(bool, false)
    }))
  }))
  default = []

  validation {
    condition     = alltrue([for r in var.records : contains(["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"], r.type)])
    error_message = "Unsupported record type."
  }
  validation {
    condition     = alltrue([for r in var.records : r.ttl >= 60 && r.ttl <= 86400])
    error_message = "TTL must be between 60 and 86400 seconds."
  }
  validation {
    condition     = alltrue([for r in var.records : r.alias != null || length(r.records) > 0])
    error_message = "Every record needs values or an alias."
  }
  validation {
    condition     = alltrue([for r in var.records : r.type != "A" || alltrue([for ip in r.records : can(cidrhost("${ip}/32", 0))])])
    error_message = "A records must hold IPv4 addresses."
  }
}

variable "vpc_associations" {
  type    = list(string)
  default = []
  validation {
    condition     = alltrue([for v in var.vpc_associations : startswith(v, "vpc-")])
    error_message = "VPC ids start with vpc-."
  }
}

variable "comment" {
  type    = string
  default = "Managed by Terraform"
}

variable "force_destroy" {
  type    = bool
  default = false
}

variable "dnssec" {
  type = object({
    enabled     = bool
    kms_key_arn = optional(string)
  })
  default = { enabled = false }
  validation {
    condition     = var.dnssec.enabled ? can(regex("^arn:aws:kms:us-east-1:", var.dnssec.kms_key_arn)) : true
    error_message = "DNSSEC needs a KMS key in us-east-1."
  }
}

variable "delegation_set_id" {
  type    = string
  default = null
}

variable "health_checks" {
  type = map(object({
    fqdn              = string
    port              = optional(number, 443)
    type              = optional(string, "HTTPS")
    failure_threshold = optional(number, 3)
  }))
  default = {}
  validation {
    condition     = alltrue([for k, h in var.health_checks : h.failure_threshold >= 1 && h.failure_threshold <= 10])
    error_message = "failure_threshold is 1-10."
  }
}
