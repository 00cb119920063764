variable "token" {
  type      = string
  sensitive = true
  default   = "s3cr3t"
}

output "token" {
  value = var.token
}
