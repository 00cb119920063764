variable "rules" {
  type = tuple([number])
}
variable "size" {
  default = null
}
variable "b" {
  default = null
}
