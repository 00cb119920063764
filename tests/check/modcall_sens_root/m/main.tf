variable "token" {
  type = string
}

variable "limit" {
  type = number
}
