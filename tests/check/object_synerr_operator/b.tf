variable "b" {
  default = { c = . } + 3
}
