variable "pw" {
  type      = string
  sensitive = true
}

output "pw" {
  value = var.pw
}
