variable "d" {
  default = [ { a = . } . a ]
}
