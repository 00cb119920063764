variable "name" {
  type = string
}

variable "port" {
  type = number
}
