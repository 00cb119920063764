variable "k" {
  type    = set(any)
  default = - ... null
}
