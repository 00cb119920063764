variable "region" {
  type = string
}

variable "size" {
  type    = number
  default = 1
}
