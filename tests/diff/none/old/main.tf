variable "a" {
  type = string
}
output "b" {
  value = var.a
}
