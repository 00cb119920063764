variable "a" {
  type = string
  validation