variable "name" {
  type    = string
  default = "x"
  validation {
    condition     = var.name != var.nme
    error_message = "bad ${var.nam}"
  }
}
variable "other" {
  type    = string
  validation {
    condition     = var.other != var.zzzzzz && var.name != ""
    error_message = "bad"
  }
}
variable "port" {
  type    = number
  default = 80
  validation {
    condition     = var.port > 0 && var.zzzzzz != ""
    error_message = "bad port"
  }
}
