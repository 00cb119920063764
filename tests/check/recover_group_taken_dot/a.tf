variable "a" {
  type = any
  default = x [ ( 0 ] .
}
