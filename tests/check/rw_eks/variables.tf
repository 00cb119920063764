variable "cluster_name" {
  type = string

  validation {
    condition     = length(var.cluster_name) <= 100 && can(regex("^[0-9A-Za-z][A-Za-z0-9_-]*$", var.cluster_name))
    error_message = "The cluster name must start with an alphanumeric character and contain only letters, digits, hyphens and underscores."
  }
}

variable "cluster_version" {
  type    = string
  default = null

  validation {
    condition     = var.cluster_version == null ? true : can(regex("^1\\.(2[89]|3[0-9])$", var.cluster_version))
    error_message = "Kubernetes version must be 1.28 or later, as MAJOR.MINOR."
  }
}

variable "cluster_endpoint_public_access_cidrs" {
  type    = list(string)
  default = ["0.0.0.0/0"]

  validation {
    condition     = alltrue([for c in var.cluster_endpoint_public_access_cidrs : can(cidrhost(c, 0))])
    error_message = "All public access CIDRs must be valid IPv4 CIDR blocks."
  }
}

variable "eks_managed_node_groups" {
  type = map(object({
    instance_types = optional(list(string), ["m6i.large"])
    capacity_type  = optional(string, "ON_DEMAND")
    min_size       = optional(number, 1)
    max_size       = optional(number, 3)
    desired_size   = optional(number, 1)
    labels         = optional(map(string), {})
    taints = optional(map(object({
      key    = string
      value  = optional(string)
      effect = string
    })), {})
    block_device = optional(object({
      volume_size = optional(number, 20)
      volume_type = optional(string, "gp3")
      encrypted   = optional(bool, true)
    }), {})
  }))
  default = {}

  validation {
    condition     = alltrue([for k, g in var.eks_managed_node_groups : contains(["ON_DEMAND", "SPOT"], g.capacity_type)])
    error_message = "capacity_type must be ON_DEMAND or SPOT."
  }

  validation {
    condition     = alltrue([for k, g in var.eks_managed_node_groups : g.min_size <= g.desired_size && g.desired_size <= g.max_size])
    error_message = "Every node group needs min_size <= desired_size <= max_size."
  }

  validation {
    condition = alltrue(flatten([
      for k, g in var.eks_managed_node_groups : [
        for t in values(g.taints) : contains(["NO_SCHEDULE", "NO_EXECUTE", "PREFER_NO_SCHEDULE"], t.effect)
      ]
    ]))
    error_message = "Taint effects must be NO_SCHEDULE, NO_EXECUTE or PREFER_NO_SCHEDULE."
  }
}

variable "access_entries" {
  type    = any
  default = {}

  validation {
    condition     = alltrue([for k, v in var.access_entries : can(regex("^arn:aws:iam::[0-9]{12}:", v.principal_arn))])
    error_message = "Each access entry needs an IAM principal ARN."
  }
}

variable "cluster_addons" {
  type = map(object({
    most_recent       = optional(bool, true)
    addon_version     = optional(string)
    resolve_conflicts = optional(string, "OVERWRITE")
  }))
  default = {}
}

variable "authentication_mode" {
  type    = string
  default = "API_AND_CONFIG_MAP"

  validation {
    condition     = contains(["CONFIG_MAP", "API", "API_AND_CONFIG_MAP"], var.authentication_mode)
    error_message = "Invalid authentication mode."
  }
}

variable "cloudwatch_log_group_retention_in_days" {
  type    = number
  default = 90

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365], var.cloudwatch_log_group_retention_in_days)
    error_message = "Retention must be one of the CloudWatch values."
  }
}

variable "kms_key_administrators" {
  type     = list(string)
  default  = []
  nullable = false
}
