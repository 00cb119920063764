variable "d" {
  default = "${"a" + ( 1 ? 3 )}"
}
