variable "tags" {
  type    = any
  default = . [ 1 [ 3 ] ]
}
