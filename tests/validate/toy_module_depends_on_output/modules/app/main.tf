variable "port" {
  validation {
    condition     = var.port == 2
    error_message = "Bad value: ${jsonencode(var.port)}."
  }
}

variable "cfg" {
  type = tuple([map(string), bool, number])
}

output "o_port" {
  value = var.port
}
