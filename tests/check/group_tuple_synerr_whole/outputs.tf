output "name" {
  value = var.name
}

output "items" {
  value = var.items
}

output "port" {
  value = var.port
}
