variable "b" {
  type    = any
  default = true ? { [ 1 ] : [ ]
}
