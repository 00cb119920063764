variable "replicas" {
  type = number
  validation {
    condition     = var.replicas == 3
    error_message = "The replicas default of the typed output is 3."
  }
}

variable "label" {
  type = string
  validation {
    condition     = var.label == "2"
    error_message = "The size is converted to the string \"2\"."
  }
}
