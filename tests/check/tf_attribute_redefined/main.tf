variable "region" {
  type    = string
  type    = number
  default = "eu"
}
variable "size" {
  type = number
  validation {
    condition     = var.size > 0
    condition     = var.size < 10
    error_message = "bad size"
  }
}
