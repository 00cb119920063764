variable "name" {
  type = string
  validation {
    condition     = var.name == "never"
    error_message = "got [${var.name}]"
  }
}
variable "size" {
  type = number
}
output "greeting" {
  value = "hi ${var.name}"
}
