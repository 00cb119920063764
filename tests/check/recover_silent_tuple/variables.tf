variable "a" {
  type    = any
  default = null
}

variable "b" {
  type    = any
  default = null
}

variable "c" {
  type    = any
  default = null
}
