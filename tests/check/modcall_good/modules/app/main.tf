variable "name" {
  type = string
  validation {
    condition     = length(var.name) >= 3
    error_message = "The name needs three characters."
  }
}

variable "port" {
  type = number
}

variable "tags" {
  type    = list(string)
  default = []
}

variable "seed" {
  type    = string
  default = null
}

output "url" {
  value = "http://${var.name}:${var.port}"
}

output "port" {
  value = var.port
}
