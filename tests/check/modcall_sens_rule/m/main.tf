variable "token" {
  type = string
  validation {
    condition     = length(var.token) > 10
    error_message = "The token is too short."
  }
}
