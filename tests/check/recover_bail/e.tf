variable "e" {
  type = string
  default = . x [ 0 ] .
}
