variable "x" {
  type    = string
  default = "a"
}

output "ok" {
  value     = var.x
  sensitive = false
}

output "no_value" {
  description = "has no value"
}

output "typo" {
  valeu = var.x
}

output "post" {
  value = var.x
  postcondition {
    condition     = true
    error_message = "never"
  }
}

output "9lives" {
  value = 1
}
