variable "v2" {
  default = { for k , v in { a = . } : k => v } [ 0 ]
}

variable "w2" {
  type = any
}
