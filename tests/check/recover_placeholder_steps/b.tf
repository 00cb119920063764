variable "b" {
  default = . x [ y ] + z
}
