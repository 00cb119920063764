variable "name" {
  type = string
  validation {
    condition     = can(regex("^[a-z][a-z0-9-]+$", var.name))
    error_message = "Lowercase names only."
  }
}

variable "port" {
  type = number
}

variable "replicas" {
  type    = number
  default = 1
}

variable "public" {
  type = bool
}

variable "subnets" {
  type = list(string)
}

variable "image" {
  type = string
}

variable "tags" {
  type = map(string)
}

variable "health" {
  type = object({
    path     = optional(string, "/health")
    interval = optional(number, 30)
  })
  default = {}
}

output "endpoint" {
  value = "${var.name}:${var.port}${var.health.path}"
}
