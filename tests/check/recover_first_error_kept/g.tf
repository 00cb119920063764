variable "g" {
  type    = number
  default = - .
}
