output "cfg" {
  value = var.cfg
}

output "tags" {
  value = var.tags
}

output "zone" {
  value = var.zone
}
