variable "enabled" {
  type    = bool
  default = null
}
