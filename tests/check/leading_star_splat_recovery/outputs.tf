output "zone" {
  value = var.zone
}

output "port" {
  value = var.port
}

output "size" {
  value = var.size
}
