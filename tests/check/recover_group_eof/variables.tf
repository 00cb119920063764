variable "a" {
  type    = any
  default = null
}
