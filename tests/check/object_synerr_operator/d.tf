variable "d" {
  default = 1 + [ { c = . } ] * 2
}
