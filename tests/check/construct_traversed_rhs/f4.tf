variable "v4" {
  type = list(number)
  default = f( true * ) . x
}
