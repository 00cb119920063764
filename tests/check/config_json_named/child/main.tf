variable "name" {
  type = string
}

variable "size" {
  type = number
}

output "label" {
  value = "${var.name}-${var.size}"
}
