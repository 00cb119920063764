variable "a" {
  default = { a = . } . a
}
