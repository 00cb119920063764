variable "name" {
  type = string
  validation {
    condition     = length(var.name) > 0
    error_message = "The name must not be empty."
  }
}
variable "size" {
  type = number
  validation {
    condition     = var.size >= 1
    error_message = "At least one."
  }
}
