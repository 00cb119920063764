variable "bucket" {
  description = "The name of the bucket"
  type        = string

  validation {
    condition     = can(regex("^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$", var.bucket))
    error_message = "Bucket names are 3-63 lowercase letters, digits, dots and hyphens."
  }

  validation {
    condition     = !startswith(var.bucket, "xn--") && !endswith(var.bucket, "-s3alias")
    error_message = "Bucket names must not start with xn-- or end with -s3alias."
  }
}

variable "force_destroy" {
  type    = bool
  default = false
}

variable "versioning" {
  type = object({
    enabled    = optional(bool, false)
    mfa_delete = optional(bool, false)
  })
  default = {}
}

variable "lifecycle_rule" {
  type = list(object({
    id      = string
    enabled = optional(bool, true)
    filter = optional(object({
      prefix = optional(string)
      tags   = optional(map(string))
    }))
    transition = optional(list(object({
      days          = number
      storage_class = string
    })), [])
    expiration = optional(object({
      days = optional(number)
    }))
  }))
  default = []

  validation {
    condition = alltrue(flatten([
      for r in var.lifecycle_rule : [
        for t in r.transition : contains(["STANDARD_IA", "ONEZONE_IA", "INTELLIGENT_TIERING", "GLACIER", "DEEP_ARCHIVE", "GLACIER_IR"], t.storage_class)
      ]
    ]))
    error_message = "Unknown storage class in a transition."
  }

  validation {
    condition     = length(distinct([for r in var.lifecycle_rule : r.id])) == length(var.lifecycle_rule)
    error_message = "Lifecycle rule ids must be unique."
  }
}

variable "cors_rule" {
  type = list(object({
    allowed_methods = list(string)
    allowed_origins = list(string)
    max_age_seconds = optional(number, 3000)
  }))
  default = []

  validation {
    condition     = alltrue([for r in var.cors_rule : alltrue([for m in r.allowed_methods : contains(["GET", "PUT", "HEAD", "POST", "DELETE"], m)])])
    error_message = "CORS methods must be GET, PUT, HEAD, POST or DELETE."
  }
}

variable "object_ownership" {
  type    = string
  default = "BucketOwnerEnforced"

  validation {
    condition     = contains(["BucketOwnerPreferred", "ObjectWriter", "BucketOwnerEnforced"], var.object_ownership)
    error_message = "Invalid object ownership."
  }
}

variable "server_side_encryption" {
  type = object({
    sse_algorithm     = string
    kms_master_key_id = optional(string)
  })
  default = { sse_algorithm = "AES256" }

  validation {
    condition     = var.server_side_encryption.sse_algorithm == "aws:kms" ? var.server_side_encryption.kms_master_key_id != null : true
    error_message = "A KMS key id is required with aws:kms."
  }
}

variable "intelligent_tiering" {
  type    = any
  default = {}
}

variable "logging" {
  type = map(string)
  default = {}

  validation {
    condition     = length(var.logging) == 0 ? true : can(var.logging["target_bucket"])
    error_message = "Logging needs a target_bucket."
  }
}
