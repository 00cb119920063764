variable "region" {
  type = string
  validation {
    condition     = startswith(var.region, "eu-")
    error_message = "Region must start with \"eu-\"."
  }
}
variable "size" {
  type    = number
  default = 5
  validation {
    condition     = var.size > 10
    error_message = "  Size must be above 10, got ${var.size}.  "
  }
}
variable "ports" {
  type = map(number)
  validation {
    condition     = var.ports["http"] == 80 && length(var.ports) > 1
    error_message = "http must be port 80."
  }
}
variable "flag" {
  type    = string
  default = "x"
  validation {
    condition     = var.flag == "x" ? null : true
    error_message = "Unused."
  }
}
