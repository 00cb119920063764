variable "index" {
  type = number
  validation {
    condition     = var.index < 2
    error_message = "At most two nodes."
  }
}
