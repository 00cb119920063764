variable "id" {
  type = string
}

variable "zones" {
  type = list(string)
}

variable "size" {
  type = number
}
