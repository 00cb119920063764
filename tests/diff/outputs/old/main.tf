output "id" {
  value = "i-1"
}
output "arn" {
  value = "arn"
}
output "secret" {
  value     = "s"
  sensitive = true
}
output "endpoints" {
  value = ["a"]
  type  = list(string)
}
output "ports" {
  value = [1]
  type  = list(number)
}
