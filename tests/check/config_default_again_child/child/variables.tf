variable "zone" {
  type = list(map(tuple([any, string, string])))
  default = [{}, {
    enabled = [5, "1", " sp "]
  }, {}]
}
output "zone" {
  value = var.zone
}
