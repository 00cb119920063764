output "tags" {
  value = var.tags
}

output "port" {
  value = var.port
}

output "zone" {
  value = var.zone
}
