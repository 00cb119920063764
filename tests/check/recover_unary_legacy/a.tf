variable "a" {
  type    = number
  default = ! [ . 0 ] . y
}
