output "size" {
  value = var.size
}

output "cfg" {
  value = var.cfg
}

output "rules" {
  value = var.rules
}

output "port" {
  value = var.port
}
