output "items" {
  value = var.items
}

output "tags" {
  value = var.tags
}

output "cfg" {
  value = var.cfg
}

output "name" {
  value = var.name
}
