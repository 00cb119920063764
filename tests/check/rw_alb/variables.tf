variable "name" {
  type = string
  validation {
    condition     = length(var.name) <= 32
    error_message = "Load balancer names are at most 32 characters."
  }
}

variable "load_balancer_type" {
  type    = string
  default = "application"
  validation {
    condition     = contains(["application", "network", "gateway"], var.load_balancer_type)
    error_message = "Type must be application, network or gateway."
  }
}

variable "listeners" {
  type = map(object({
    port            = number
    protocol        = string
    certificate_arn = optional(string)
    ssl_policy      = optional(string, "ELBSecurityPolicy-TLS13-1-2-2021-06")
    forward = optional(object({
      target_group_key = string
    }))
    redirect = optional(object({
      port        = optional(string, "443")
      protocol    = optional(string, "HTTPS")
      status_code = string
    }))
  }))
  default = {}

  validation {
    condition     = alltrue([for k, l in var.listeners : l.port >= 1 && l.port <= 65535])
    error_message = "Listener ports are 1-65535."
  }

  validation {
    condition     = alltrue([for k, l in var.listeners : l.protocol != "HTTPS" || l.certificate_arn != null])
    error_message = "HTTPS listeners need a certificate_arn."
  }

  validation {
    condition     = alltrue([for k, l in var.listeners : l.redirect == null ? true : contains(["HTTP_301", "HTTP_302"], l.redirect.status_code)])
    error_message = "Redirect status codes are HTTP_301 or HTTP_302."
  }
}

variable "target_groups" {
  type = map(object({
    protocol    = optional(string, "HTTP")
    port        = number
    target_type = optional(string, "instance")
    health_check = optional(object({
      enabled             = optional(bool, true)
      path                = optional(string, "/")
      matcher             = optional(string, "200")
      interval            = optional(number, 30)
      healthy_threshold   = optional(number, 3)
      unhealthy_threshold = optional(number, 3)
    }), {})
  }))
  default = {}

  validation {
    condition     = alltrue([for k, t in var.target_groups : contains(["instance", "ip", "lambda", "alb"], t.target_type)])
    error_message = "target_type must be instance, ip, lambda or alb."
  }

  validation {
    condition     = alltrue([for k, t in var.target_groups : startswith(t.health_check.path, "/")])
    error_message = "Health check paths start with a slash."
  }

  validation {
    condition     = alltrue([for k, t in var.target_groups : t.health_check.interval >= 5 && t.health_check.interval <= 300])
    error_message = "Health check interval is 5-300 seconds."
  }
}

variable "idle_timeout" {
  type    = number
  default = 60
}

variable "access_logs" {
  type    = map(string)
  default = {}
  validation {
    condition     = lookup(var.access_logs, "bucket", "") != "" || length(var.access_logs) == 0
    error_message = "access_logs needs a bucket."
  }
}

variable "security_group_ingress_rules" {
  type = map(object({
    from_port   = number
    to_port     = number
    ip_protocol = optional(string, "tcp")
    cidr_ipv4   = string
  }))
  default = {}
  validation {
    condition     = alltrue([for k, r in var.security_group_ingress_rules : r.from_port <= r.to_port])
    error_message = "from_port must not exceed to_port."
  }
  validation {
    condition     = alltrue([for k, r in var.security_group_ingress_rules : can(cidrnetmask(r.cidr_ipv4))])
    error_message = "cidr_ipv4 must be a CIDR block."
  }
}

variable "enable_deletion_protection" {
  type    = bool
  default = true
}
