variable "token" {
  type      = string
  ephemeral = true
  validation {
    condition     = length(var.token) > 10
    error_message = "The token is too short."
  }
}
variable "pin" {
  type      = number
  ephemeral = true
  validation {
    condition     = var.pin > 999
    error_message = "The pin ${var.pin} is too short."
  }
}
variable "port" {
  type      = number
  ephemeral = true
}
