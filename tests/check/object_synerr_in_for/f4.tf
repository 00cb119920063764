variable "v4" {
  default = { c = . } [
}

variable "w4" {
  type = any
}
