variable "index" {
  type = number
}

output "name" {
  value = "node-${var.index}"
}

output "weight" {
  value = var.index * 10
}
