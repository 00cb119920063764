variable "tags" {
  type = object({a = string})
  default = 1 +
  validation {
    condition = var.tags != null
    error_message = "x"
  }
}
variable "u" {
  type = string
  default = 1 + 2 *
}
variable "w" {
  type = bool
  default = 1 * 2 +
}
