variable "region" {
  type = string
}

variable "env" {
  type = string
}

variable "size" {
  type = number
  validation {
    condition     = var.size >= 1
    error_message = "Size must be at least 1 in ${var.env}/${var.region}."
  }
}
