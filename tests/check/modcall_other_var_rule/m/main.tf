variable "min" {
  type = number
}

variable "max" {
  type = number
  validation {
    condition     = var.max >= var.min
    error_message = "max must not be below min."
  }
}
