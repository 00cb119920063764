variable "b" {
  type = number
  validation {
    condition     = var.b > var.a
    error_message = "b must exceed a."
  }
}
variable "a" {
  type = number
  validation {
    condition     = var.a < 10
    error_message = "a must be small."
  }
}
variable "c" {
  type = list(string)
  validation {
    condition     = alltrue([for s in var.c : can(regex("^[a-z]+$", s))]) && length(var.c) > var.a
    error_message = "c is bad."
  }
}
