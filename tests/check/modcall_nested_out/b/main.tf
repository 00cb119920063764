output "settings" {
  value = { port = "http", host = "h" }
}
