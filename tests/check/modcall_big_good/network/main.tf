variable "cidr" {
  type = string
  validation {
    condition     = can(cidrhost(var.cidr, 0))
    error_message = "Must be a CIDR block."
  }
}

variable "tags" {
  type    = map(string)
  default = {}
}

output "public_subnets" {
  value = [for i in range(2) : cidrsubnet(var.cidr, 8, i)]
}

output "private_subnets" {
  value = [for i in range(2) : cidrsubnet(var.cidr, 8, i + 10)]
}
