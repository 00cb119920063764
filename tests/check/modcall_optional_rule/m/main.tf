variable "cfg" {
  type = object({
    name = string
    size = optional(number, 0)
  })
  validation {
    condition     = var.cfg.size > 0
    error_message = "Size must be positive, got ${var.cfg.size}."
  }
}
