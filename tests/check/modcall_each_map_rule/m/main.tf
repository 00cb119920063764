variable "name" {
  type = string
}

variable "size" {
  type = number
  validation {
    condition     = var.size > 0
    error_message = "The size must be positive."
  }
}
