output "cfg" {
  value = var.cfg
}

output "zone" {
  value = var.zone
}

output "size" {
  value = var.size
}

output "name" {
  value = var.name
}
