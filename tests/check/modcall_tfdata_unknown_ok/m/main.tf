variable "n" {
  type = number
  validation {
    condition     = var.n > 0
    error_message = "Positive."
  }
}

variable "s" {
  type = string
  validation {
    condition     = length(var.s) < 3
    error_message = "Too long."
  }
}

variable "l" {
  type = set(string)
}
