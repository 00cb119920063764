variable "a2" {
  default = null
}
