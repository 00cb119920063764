variable "replicas" {
  type = number
  validation {
    condition     = var.replicas <= 10
    error_message = "At most 10 replicas, got ${var.replicas}."
  }
}
