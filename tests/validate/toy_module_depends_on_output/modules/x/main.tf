variable "cfg" {
  type = object({meta = string})
}

variable "items" {
}

output "o_items" {
  value = var.items
}
