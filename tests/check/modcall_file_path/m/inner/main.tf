variable "conf" {
  type = object({ port = number, hosts = list(string) })
}

variable "ws" {
  type = string
  validation {
    condition     = var.ws == "prod"
    error_message = "Only the prod workspace."
  }
}
