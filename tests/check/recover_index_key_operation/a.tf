variable "a" {
  type = any
  default = ( 1 x [ + 2 ) * 3
}
