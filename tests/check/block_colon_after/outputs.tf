output "tags" {
  value = var.tags
}

output "size" {
  value = var.size
}

output "items" {
  value = var.items
}

output "cfg" {
  value = var.cfg
}
