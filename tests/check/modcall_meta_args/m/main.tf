variable "size" {
  type = string
  validation {
    condition     = contains(["1", "2"], var.size)
    error_message = "Size must be 1 or 2."
  }
}
