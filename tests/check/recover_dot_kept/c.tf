output "o" {
  value = 1 + var.a.
}
