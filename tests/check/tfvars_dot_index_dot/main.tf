variable "a" {
  type = any
}
variable "b" {
  type    = number
  default = 1
}
