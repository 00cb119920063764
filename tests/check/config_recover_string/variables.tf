variable "size" {
  type = object({ports = any})
  default = "open
}

variable "name" {
  type = number
  default = -0.5
}
