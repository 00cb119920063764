output "secret" {
  value     = "hidden"
  sensitive = true
}
