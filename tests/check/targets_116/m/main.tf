variable "obj" {
  type = object({ name = string, tags = map(string) })
  validation {
    condition     = !contains(values(var.obj.tags), null) && length(var.obj.tags) == 0
    error_message = "No tags expected."
  }
}

variable "bad" {
  type = any
}
