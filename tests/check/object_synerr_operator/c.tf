variable "c" {
  default = [ 1 + { c = . }, 5 ]
}
