# a comment
variable "a" {
  type        = string
  description = "A."
}

output "b" {
  value = "${var.a}"
}
