variable "targets" {
  type = list(string)
  validation {
    condition     = length(var.targets) <= 2
    error_message = "At most two targets, got ${length(var.targets)}."
  }
}

variable "first" {
  type = string
}

variable "weights" {
  type = map(string)
}
