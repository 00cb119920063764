variable "name" {
  type = string
  validation {
    condition     = length(var.name)   >   0
    error_message = "The name must not be empty (reworded)."
  }
  validation {
    condition     = can(regex("^[a-z]+$", var.name))
    error_message = "Lower-case letters only."
  }
}
variable "size" {
  type = number
}
