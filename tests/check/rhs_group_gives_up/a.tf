variable "a" {
  type    = any
  default = "a" + ( 1 ? 3 ) * 2
}
