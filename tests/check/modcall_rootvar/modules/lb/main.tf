variable "ports" {
  type = map(number)
  validation {
    condition     = alltrue([for p in values(var.ports) : p < 65536])
    error_message = "Ports must be below 65536."
  }
}

variable "first" {
  type = string
}
