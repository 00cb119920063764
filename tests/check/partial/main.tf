variable "region" {
  type = string
}

variable "size" {
  type = number
}

variable "tags" {
  type = map(string)
  validation {
    condition     = length(var.tags) > 0
    error_message = "At least one tag."
  }
}
