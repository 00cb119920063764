output "ports" {
  type  = list(number)
  value = ["80", "http"]
}

output "settings" {
  type  = object({ name = string })
  value = { nom = "web" }
}
