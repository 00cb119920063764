variable "name" {
  type = string
  validation {
    condition     = length(var.name) >= 3
    error_message = "The name needs three characters."
  }
}
