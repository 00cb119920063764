variable "cfg" {
  validation {
    condition     = var.cfg == 1
    error_message = "bad"
  }
}

variable "other" {
  type = string
  validation {
    condition     = var.other == "y"
    error_message = "unknown: skipped"
  }
}
