variable "regions" {
  type = list(string)
}

variable "limits" {
  type = map(number)
  default = {}
}

variable "owner" {
  type = string
  default = "platform"
}
