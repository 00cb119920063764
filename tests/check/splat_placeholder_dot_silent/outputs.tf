output "size" {
  value = var.size
}

output "rules" {
  value = var.rules
}
