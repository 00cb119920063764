variable "size" {
  type    = any
  default = x [ 0 . ] . .
}
