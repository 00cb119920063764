output "id" {
  value     = "i-1"
  sensitive = true
}
output "secret" {
  value = "s"
}
output "endpoints" {
  value = ["a"]
  type  = set(string)
}
output "ports" {
  value = [1]
  type  = list(any)
}
output "name" {
  value = "n"
}
