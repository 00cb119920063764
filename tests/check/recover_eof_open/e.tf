variable "e" {
  type = string
  validation {
    condition = true
