variable "region" {
  type        = string
  description = "Where to deploy."
  validation {
    condition     = can(regex("^eu-", var.region))
    error_message = "Region must start with \"eu-\"."
  }
}
variable "instance_count" {
  type    = number
  default = 1
}
variable "buckets" {
  type = list(object({
    name = string
    size = optional(number, 10)
  }))
}
variable "password" {
  type      = string
  sensitive = true
}
variable "tags" {
  type    = map(string)
  default = {}
}
