variable "v2" {
  type = list(number)
  default = [ 1, true * ] [ 0 ]
}
