variable "password" {
  type      = string
  sensitive = true
}
