variable "b" {
  type    = number
  default = . 2.5
}
