variable "name" {
  type = string
}

output "upper" {
  value = upper(var.nmae)
}
