variable "cfg" {
  default = null
}
variable "tags" {
  type = any
}
