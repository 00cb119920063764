resource "terraform_data" "a" {
  lifecycle {
    prevent_destroy = null
  }
}
output "o" {
  value = 1
  sensitive = null
}
output "p" {
  value = 1
  sensitive = [var.x]
  description = f(1)
}

variable "a" {
  sensitive   = f(1)
  description = null
}

variable "b" {
  nullable  = {a = var.x}
  ephemeral = null
}

variable "c" {
  description = [var.x]
  sensitive   = "yes"
}
