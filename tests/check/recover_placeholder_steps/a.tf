variable "a" {
  type = number
  default = . x [ 0 . y ]
}
