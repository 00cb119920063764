variable "size" {
  type = number
}

output "settings" {
  type  = object({ name = string, replicas = optional(number, 3) })
  value = { name = "web" }
}

output "size_text" {
  type  = string
  value = var.size
}
