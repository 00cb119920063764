variable "b" {
  default = { a = 1 , b = . } . b
}

variable "c" {
  default = { a = . x } . a
}
