variable "cidr" {
  type = string
}

output "subnets" {
  value = { a = cidrsubnet(var.cidr, 8, 1), b = cidrsubnet(var.cidr, 8, 2) }
}
