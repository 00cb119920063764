output "items" {
  value = var.items
}

output "zone" {
  value = var.zone
}
