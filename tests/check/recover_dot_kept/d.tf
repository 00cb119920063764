variable "d" {
  type    = any
  default = { } .
}
