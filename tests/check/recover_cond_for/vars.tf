variable "name" {
  default = null
}
variable "zz" {
  default = null
}
