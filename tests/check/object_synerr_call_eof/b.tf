variable "w" {
  default = f ( { a = . "s" }
}

variable "u" {
  type = object({label = any})
}
