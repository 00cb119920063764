variable "v1" {
  default = { for k , v in { a = . } : k => v } [
}

variable "w1" {
  type = any
}
